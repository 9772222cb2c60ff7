import { describe, expect, it } from 'vitest';
import { batches } from './recognize-text';

describe('recognition batches', () => {
  it('runs labels of about the same width together', () => {
    expect(batches([160, 168, 168, 176])).toEqual([[0, 1, 2, 3]]);
  });

  it('gives a long line its own run instead of padding short labels to it', () => {
    // four price labels and a legend: padding the labels to 936 columns would cost 3 000 columns
    expect(batches([176, 176, 184, 184, 936])).toEqual([[0, 1, 2, 3], [4]]);
  });

  it('lets a slightly wider line join a small batch when a run of its own costs more', () => {
    expect(batches([100, 150])).toEqual([[0, 1]]);
    expect(batches([100, 100, 100, 150])).toEqual([[0, 1, 2], [3]]);
  });

  it('holds at most eight lines per run', () => {
    const out = batches(Array.from({ length: 20 }, () => 128));
    expect(out.map((b) => b.length)).toEqual([8, 8, 4]);
    expect(out.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
