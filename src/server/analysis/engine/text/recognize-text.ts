import ort from 'onnxruntime-node';
import type { Raster } from '../types';
import { decodeCtc, type DecodedLine } from './ctc-decode';
import { throughNativeGate } from '../native-gate';
import type { OcrModels } from './ocr-models';
import type { PixelBox } from './text-boxes';

/**
 * Reads the text of chosen boxes with the PP-OCRv4 recogniser: each box is cut out, scaled to
 * the model's 48 px line height, and lines of nearly the same width run together in one batch.
 * Measured on two cores: a run costs ≈ 2.5 ms plus ≈ 0.035 ms per column of every line in it,
 * each line padded to the batch's widest. Batching saves the fixed cost; padding a short line
 * to a long one costs more than it saves (a 936-column legend in a batch of four 180-column
 * labels made the batch cost twice what the lines need).
 */
const LINE_HEIGHT = 48;
const MAX_WIDTH = 960;
const BATCH = 8;
/** the fixed cost of one run, in the columns the same time would read */
const RUN_COLUMNS = 70;
/** the recogniser emits one class distribution per 8 input columns */
const STEP = 8;

export type ReadLine = DecodedLine & { box: PixelBox };

export async function recognizeBoxes(img: Raster, boxes: PixelBox[], models: OcrModels): Promise<ReadLine[]> {
  const crops = boxes.map((box) => ({ box, width: lineWidth(box) }));
  const order = crops.map((_, i) => i).sort((a, b) => crops[a]!.width - crops[b]!.width);
  const out: ReadLine[] = new Array(boxes.length);
  for (const group of batches(order.map((i) => crops[i]!.width)).map((b) => b.map((k) => order[k]!))) {
    const width = Math.max(...group.map((i) => crops[i]!.width));
    const plane = LINE_HEIGHT * width;
    const input = new Float32Array(group.length * 3 * plane); // zero = the model's padding value
    group.forEach((i, n) =>
      writeLine(
        img,
        crops[i]!.box,
        crops[i]!.width,
        width,
        input.subarray(n * 3 * plane, (n + 1) * 3 * plane),
      ),
    );
    const feeds = {
      [models.recognizer.inputNames[0]!]: new ort.Tensor('float32', input, [
        group.length,
        3,
        LINE_HEIGHT,
        width,
      ]),
    };
    const result = (await throughNativeGate(() => models.recognizer.run(feeds)))[
      models.recognizer.outputNames[0]!
    ]!;
    const [, steps, classes] = result.dims as [number, number, number];
    const probs = result.data as Float32Array;
    group.forEach((i, n) => {
      const { box, width: w } = crops[i]!;
      const used = Math.min(steps, Math.ceil(w / STEP));
      const line = decodeCtc(
        probs.subarray(n * steps * classes, (n * steps + used) * classes),
        used,
        classes,
        models.alphabet,
      );
      // timestep → column in the image, so a line holding two labels can be split where they are
      const pxPerStep = (STEP * (box.x1 - box.x0 + 1)) / w;
      out[i] = {
        ...line,
        chars: line.chars.map((c) => ({ ...c, x: box.x0 + (c.x + 0.5) * pxPerStep })),
        box,
      };
    });
  }
  return out;
}

/**
 * Widths in ascending order cut into batches: a line joins the batch before it while padding
 * the batch's lines to its width costs less than a run of its own.
 */
export function batches(widths: number[]): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  widths.forEach((w, i) => {
    const widest = current.length ? widths[current.at(-1)!]! : w;
    if (current.length && (current.length >= BATCH || current.length * (w - widest) > RUN_COLUMNS)) {
      out.push(current);
      current = [];
    }
    current.push(i);
  });
  if (current.length) out.push(current);
  return out;
}

function lineWidth(box: PixelBox): number {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  return Math.max(STEP * 2, Math.min(MAX_WIDTH, Math.ceil((w * LINE_HEIGHT) / h / STEP) * STEP));
}

/** Bilinear resample of the box into the CHW float buffer, BGR order, values (v/255 − 0.5)/0.5. */
function writeLine(img: Raster, box: PixelBox, w: number, stride: number, dst: Float32Array): void {
  const { data, width: W } = img;
  const sw = box.x1 - box.x0 + 1;
  const sh = box.y1 - box.y0 + 1;
  const plane = LINE_HEIGHT * stride;
  // each output column's two source columns and weight, the same for every row
  const left = new Int32Array(w);
  const right = new Int32Array(w);
  const weight = new Float64Array(w);
  for (let ox = 0; ox < w; ox++) {
    const fx = Math.min(sw - 1, Math.max(0, ((ox + 0.5) * sw) / w - 0.5));
    const x0 = Math.floor(fx);
    left[ox] = (box.x0 + x0) * 3;
    right[ox] = (box.x0 + Math.min(sw - 1, x0 + 1)) * 3;
    weight[ox] = fx - x0;
  }
  for (let oy = 0; oy < LINE_HEIGHT; oy++) {
    const fy = Math.min(sh - 1, Math.max(0, ((oy + 0.5) * sh) / LINE_HEIGHT - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = fy - y0;
    const row0 = (box.y0 + y0) * W * 3;
    const row1 = (box.y0 + y1) * W * 3;
    for (let ox = 0; ox < w; ox++) {
      const tx = weight[ox]!;
      const p00 = row0 + left[ox]!;
      const p01 = row0 + right[ox]!;
      const p10 = row1 + left[ox]!;
      const p11 = row1 + right[ox]!;
      const o = oy * stride + ox;
      for (let c = 0; c < 3; c++) {
        const top = data[p00 + c]! * (1 - tx) + data[p01 + c]! * tx;
        const bottom = data[p10 + c]! * (1 - tx) + data[p11 + c]! * tx;
        const v = top * (1 - ty) + bottom * ty;
        // RGB source → BGR planes
        dst[(2 - c) * plane + o] = v / 127.5 - 1;
      }
    }
  }
}
