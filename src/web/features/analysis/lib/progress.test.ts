import { describe, expect, it } from 'vitest';
import { analysisStages, formatSeconds, progressAt } from './progress';

describe('analysis progress', () => {
  it('walks the five stages at 2, 5, 4, 3 and 1 seconds', () => {
    expect(analysisStages.map((stage) => stage.seconds)).toEqual([2, 5, 4, 3, 1]);
    const stageAt = (seconds: number) => progressAt(seconds).stage;
    expect([0, 1].map(stageAt)).toEqual(['starting', 'starting']);
    expect([2, 6].map(stageAt)).toEqual(['processing', 'processing']);
    expect([7, 10].map(stageAt)).toEqual(['patterns', 'patterns']);
    expect([11, 13].map(stageAt)).toEqual(['probabilities', 'probabilities']);
    expect([14, 15, 40].map(stageAt)).toEqual(['finalizing', 'finalizing', 'finalizing']);
  });

  it('advances against a 25 s estimate and stops at 95 %', () => {
    expect(progressAt(0).percent).toBe(0);
    expect(progressAt(5).percent).toBe(20);
    expect(progressAt(20).percent).toBe(80);
    expect(progressAt(24).percent).toBe(95);
    expect(progressAt(120).percent).toBe(95);
  });

  it('calls it complex after the estimate', () => {
    expect(progressAt(24).complex).toBe(false);
    expect(progressAt(25).complex).toBe(true);
  });

  it('formats durations in pt-BR', () => {
    expect(formatSeconds(213)).toBe('0,2 s');
    expect(formatSeconds(12_400)).toBe('12 s');
  });
});
