import { readFileSync } from 'node:fs';
import { ChartReadError } from './errors';
import { WORK_BUDGET } from './params';
import { detectText, placeOnCanvas, placeTight } from './text/detect-text';
import type { OcrModels } from './text/ocr-models';
import type { Raster } from './types';

/**
 * What one image may cost the engine (thresholds in params.ts WORK_BUDGET). A chart screenshot
 * holds a few dozen lines of text and reads in under a second; an upload made to keep a thread
 * busy (a page of small text, a huge busy picture) is refused as soon as it shows itself, with a
 * pt-BR message, and the caller refunds it. The pool also stops a thread past WORK_BUDGET.imageMs.
 */
export type WorkBudget = {
  /** before the text stage: a large image is probed at full size for small dense text */
  probe(img: Raster, models: OcrModels): Promise<void>;
  /** after detection: how many lines the detector found */
  detected(lines: number): void;
  /** before recognising `lines` more lines of text */
  reading(lines: number): void;
  /** between stages: the reading's time so far */
  checkTime(): void;
};

/**
 * CPU time this thread has used, in ms (Linux: /proc/thread-self/stat's utime + stime), so that a
 * busy machine, where a chart waits for the CPU, does not count against the image; elsewhere the
 * wall clock.
 */
export function threadCpuMs(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields after the name: state is [0], utime [11], stime [12], in clock ticks (100 a second)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return performance.now();
  }
}

const TICKS_PER_SECOND = 100;

export function startWorkBudget(options: { now?: () => number } = {}): WorkBudget {
  const now = options.now ?? threadCpuMs;
  const started = now();
  let read = 0;
  const refuse = (): never => {
    throw new ChartReadError('TOO_COSTLY');
  };
  return {
    async probe(img, models) {
      if (placeOnCanvas(img.width, img.height).scale >= WORK_BUDGET.probeBelowScale) return;
      const side = WORK_BUDGET.probeTilePx;
      const tile = centreTile(img, side);
      const lines = (await detectText(tile, models, placeTight(tile.width, tile.height))).length;
      const estimate = (lines * (img.width * img.height)) / (tile.width * tile.height);
      if (estimate > WORK_BUDGET.maxEstimatedLines) refuse();
    },
    detected(lines) {
      if (lines > WORK_BUDGET.maxTextLines) refuse();
    },
    reading(lines) {
      read += lines;
      if (read > WORK_BUDGET.maxLinesRead) refuse();
    },
    checkTime() {
      if (now() - started > WORK_BUDGET.stageMs) refuse();
    },
  };
}

/** The image's centre at full size, at most side × side pixels. */
function centreTile(img: Raster, side: number): Raster {
  const width = Math.min(side, img.width);
  const height = Math.min(side, img.height);
  const x0 = Math.floor((img.width - width) / 2);
  const y0 = Math.floor((img.height - height) / 2);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * img.width + x0) * 3;
    data.set(img.data.subarray(from, from + width * 3), y * width * 3);
  }
  return { width, height, data, format: img.format };
}
