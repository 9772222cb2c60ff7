import { describe, expect, it } from 'vitest';
import type { AlignmentFit } from './match-prints';
import type { PrintSeries } from './print-series';
import { slotView } from './time-slots';
import { checkZoomAlignment } from './zoom-alignment';

/** A flat print of `n` candles `pitch` apart (the prices do not matter to the time checks). */
function flat(n: number, pitch: number): PrintSeries {
  const c = { open: 1, high: 2, low: 0, close: 1 };
  return {
    series: Array.from({ length: n }, () => c),
    directions: Array.from({ length: n }, () => 'up' as const),
    relative: true,
    pixel: 1,
    xs: Array.from({ length: n }, (_, i) => 100 + i * pitch),
    pitch,
    plotX: null,
    symbol: null,
    timeframe: null,
    legend: null,
  };
}

describe('checkZoomAlignment', () => {
  const before = flat(30, 8);
  const after = flat(24, 12);
  // the earlier print's last 20 closed candles, two slots before the later print's last
  const pairs = Array.from({ length: 20 }, (_, j) => ({ b: 28 - j, a: 21 - j }));
  const match = { advance: 2, scale: 1, intercept: 0, compared: 20, matched: 20, rms: 1 };
  const fit = (advance: number, share: number, rms: number): AlignmentFit => ({
    ...match,
    advance,
    share,
    rms,
  });
  const check = (neighbours: AlignmentFit[]) =>
    checkZoomAlignment(before, after, { match, pairs, neighbours, after: slotView(after) });

  it('is certain when the neighbouring shifts fit clearly worse', () => {
    expect(check([fit(1, 0.95, 3.5), fit(3, 0.5, 1.2)])).toEqual({ certain: true });
  });

  it('doubts a neighbouring shift that agrees as widely and fits under three times worse', () => {
    // mt4-lime-red-2px--zoom-in-0: RMS 0.86 px at the shift taken, 2.13 px one slot later
    expect(check([fit(3, 1, 2.5)])).toEqual({ certain: false, why: 'neighbour' });
  });

  it('doubts a neighbouring shift 0.15 or less behind in agreement that fits under three times worse', () => {
    // pl-mono-light-category--zoom-in-0 (seeds + 80000): 18/19 at 2.17 px, 16/19 one slot on at 5.85 px
    expect(check([fit(3, 0.88, 2.7)])).toEqual({ certain: false, why: 'neighbour' });
    expect(check([fit(3, 0.8, 2.7)])).toEqual({ certain: true });
  });

  it('doubts a rival anywhere that agrees as widely and fits under twice as badly', () => {
    // mt4-lime-red-2px--zoom-in-0 (seeds + 80000): 20/20 at 0.87 px and at 1.52 px 137 slots away
    const withRivals = (rivals: AlignmentFit[]) =>
      checkZoomAlignment(before, after, { match, pairs, neighbours: [], rivals, after: slotView(after) });
    expect(withRivals([fit(139, 1, 1.75)])).toEqual({ certain: false, why: 'neighbour' });
    expect(withRivals([fit(139, 1, 2.5)])).toEqual({ certain: true });
  });

  it('asks a zoom for the full share of agreeing candles: nothing else confirms the alignment', () => {
    // phone-pocket-ma-plain--resized-0 (seeds + 80000): 11 of 15 agreeing, taken one slot short
    const loose = { ...match, matched: 15 };
    expect(
      checkZoomAlignment(before, after, { match: loose, pairs, neighbours: [], after: slotView(after) }),
    ).toEqual({ certain: false, why: 'agreement' });
  });

  describe('on a renderer that fits its candles to the plot', () => {
    // the earlier print's newest candle (x 332) one slot (8 px) from the plot's right edge
    const framed = { ...before, plotX: { left: 92, right: 340 } };
    const zoomed = (right: number) => ({ ...after, plotX: { left: 92, right } });
    const checkOn = (later: PrintSeries) =>
      checkZoomAlignment(framed, later, { match, pairs, neighbours: [], after: slotView(later) });

    it('is certain when the later print keeps the margin, in slots or in pixels', () => {
      // the later newest candle at x 376: one slot (12 px) from the edge, or 8 px
      expect(checkOn(zoomed(388))).toEqual({ certain: true });
      expect(checkOn(zoomed(384))).toEqual({ certain: true });
    });

    it('doubts a later reading ending a slot further from the edge: its newest candle was not read', () => {
      // pl-mono-light-category--zoom-in-0: 0.97 slot from the edge on the earlier print, 1.73 on the later
      expect(checkOn(zoomed(400))).toEqual({ certain: false, why: 'short' });
    });

    it('doubts a later reading ending a slot nearer the edge: something past its newest candle was read', () => {
      // the later newest candle at x 376, on the plot's edge
      expect(checkOn(zoomed(377))).toEqual({ certain: false, why: 'extra' });
    });

    it('does not judge the margin of a renderer that leaves room on the right (MT4, phone brokers)', () => {
      const roomy = { ...before, plotX: { left: 92, right: 500 } };
      const r = checkZoomAlignment(roomy, zoomed(700), {
        match,
        pairs,
        neighbours: [],
        after: slotView(after),
      });
      expect(r).toEqual({ certain: true });
    });
  });
});
