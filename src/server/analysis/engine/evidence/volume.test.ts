import { describe, expect, it } from 'vitest';
import { describeVolume, relativeVolume } from './volume';

describe('volume', () => {
  it('compares the last bar with the average of every visible bar before it', () => {
    const heights = [...Array.from({ length: 30 }, () => 10), 30];
    expect(relativeVolume(heights)).toEqual({ ratio: 3, bars: 30 });
    expect(describeVolume(heights)).toBe(
      'Última vela com volume forte: 3,0× a média das 30 barras visíveis antes dela (medido pela altura das barras de volume).',
    );
  });

  it('says when there is no volume pane, and when the last bar cannot be measured', () => {
    expect(describeVolume(null)).toBe('Volume não visível no gráfico.');
    expect(relativeVolume([10, 10, 10, 10, 10, 10, null])).toBeNull();
    expect(describeVolume([10, 10, 10, 10, 10, 10, null])).toMatch(/não pôde ser medida/);
  });
});
