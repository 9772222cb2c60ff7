import ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { Raster } from '../types';
import { throughNativeGate } from '../native-gate';
import type { OcrModels } from './ocr-models';
import { boxesFromProbability, type ScoredBox } from './text-boxes';

/**
 * Finds every line of text in the image with the PP-OCRv4 detector. Its cost grows with the
 * pixels it sees (≈ 0.2 s per megapixel on one core), so a large image is shrunk as far as its
 * text stays legible. The image is placed on one of a few fixed canvases: onnxruntime plans
 * memory per input shape and the first run of a new shape costs several times a normal one,
 * so a fixed set of shapes, each warmed once per thread, keeps every analysis at the steady cost.
 */
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** each 8-bit value normalised per channel once (the same float a per-pixel division gives) */
const NORMALISED = MEAN.map((m, c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - m) / STD[c]!));

export type Canvas = { width: number; height: number };

export const CANVASES: readonly Canvas[] = [
  { width: 640, height: 384 },
  { width: 384, height: 640 },
  { width: 640, height: 640 },
  { width: 960, height: 544 },
  { width: 544, height: 960 },
  { width: 960, height: 960 },
  { width: 1280, height: 736 },
  { width: 736, height: 1280 },
];

export type Placement = { canvas: Canvas; scale: number };

/**
 * The smallest canvas that holds the whole image at full size; failing that, the canvas that
 * keeps the most of it. Phone (device pixel ratio 2–3) and high-density desktop screenshots
 * carry text 2–3× taller than a desktop's 11–13 px, so halving them costs no legibility.
 */
export function placeOnCanvas(width: number, height: number, maxScale = 1): Placement {
  let best: Placement | null = null;
  for (const canvas of CANVASES) {
    const scale = Math.min(maxScale, canvas.width / width, canvas.height / height);
    if (scale === maxScale) return { canvas, scale };
    if (!best || scale > best.scale + 1e-9) best = { canvas, scale };
  }
  return best!;
}

/**
 * The same scale on a canvas cut to the image (rounded up to the network's 32 px stride), for
 * narrow inputs such as the side strips looked at again for an axis: most of a fixed canvas
 * would be padding. (The whole screenshot keeps the fixed canvases: the detector's channel
 * attention averages over the whole input, so the padding changes what it finds everywhere,
 * and the readings were measured with it.)
 */
export function placeTight(width: number, height: number, zoom = 1): Placement {
  const { scale } = placeOnCanvas(width, height, zoom);
  const side = (px: number) => Math.max(32, Math.ceil(Math.round(px * scale) / 32) * 32);
  return { canvas: { width: side(width), height: side(height) }, scale };
}

const warmed = new WeakMap<OcrModels, Set<string>>();

/** Runs the detector once on a blank canvas of this shape (time counted as model loading). */
export async function warmDetector(models: OcrModels, canvas: Canvas): Promise<number> {
  const done = warmed.get(models) ?? new Set<string>();
  warmed.set(models, done);
  const key = `${canvas.width}x${canvas.height}`;
  if (done.has(key)) return 0;
  const t0 = performance.now();
  const blank = new Float32Array(3 * canvas.width * canvas.height);
  for (let i = 0; i < 2; i++) {
    const feeds = {
      [models.detector.inputNames[0]!]: new ort.Tensor('float32', blank, [1, 3, canvas.height, canvas.width]),
    };
    await throughNativeGate(() => models.detector.run(feeds));
  }
  done.add(key);
  return performance.now() - t0;
}

export async function detectText(img: Raster, models: OcrModels, placement: Placement): Promise<ScoredBox[]> {
  const { canvas, scale } = placement;
  const w = Math.min(canvas.width, Math.round(img.width * scale));
  const h = Math.min(canvas.height, Math.round(img.height * scale));
  const small =
    w === img.width && h === img.height
      ? img.data
      : await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
          .resize(w, h, { fit: 'fill', kernel: 'linear' })
          .raw()
          .toBuffer();
  const CW = canvas.width;
  const plane = CW * canvas.height;
  // the rest of the canvas stays 0: the training mean, a blank grey to the detector
  const input = new Float32Array(3 * plane);
  // PaddleOCR's models were trained on OpenCV's BGR order, normalised channel by channel in that order
  const [blue, green, red] = NORMALISED as [Float32Array, Float32Array, Float32Array];
  for (let y = 0; y < h; y++)
    for (let x = 0, p = y * w * 3, i = y * CW; x < w; x++, p += 3, i++) {
      input[i] = blue[small[p + 2]!]!;
      input[plane + i] = green[small[p + 1]!]!;
      input[2 * plane + i] = red[small[p]!]!;
    }
  const feeds = {
    [models.detector.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, canvas.height, CW]),
  };
  const out = await throughNativeGate(() => models.detector.run(feeds));
  const prob = out[models.detector.outputNames[0]!]!.data as Float32Array;
  // only the image's part of the probability map; the edge of the grey padding is no text
  const cropped = new Float32Array(w * h);
  for (let y = 0; y < h; y++) cropped.set(prob.subarray(y * CW, y * CW + w), y * w);
  const sx = img.width / w;
  const sy = img.height / h;
  return boxesFromProbability(cropped, w, h).map((b) => ({
    x0: Math.max(0, Math.floor(b.x0 * sx)),
    y0: Math.max(0, Math.floor(b.y0 * sy)),
    x1: Math.min(img.width - 1, Math.ceil(b.x1 * sx)),
    y1: Math.min(img.height - 1, Math.ceil(b.y1 * sy)),
    score: b.score,
  }));
}
