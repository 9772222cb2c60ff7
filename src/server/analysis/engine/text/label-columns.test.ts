import { describe, expect, it } from 'vitest';
import { findLabelColumns, longestLadder } from './label-columns';

const box = (x0: number, y0: number, w: number, h = 10) => ({ x0, y0, x1: x0 + w - 1, y1: y0 + h - 1 });

describe('label columns', () => {
  it('keeps an axis apart from the panel of wide lines beside it and finds its chart side', () => {
    const axis = [40, 100, 160, 220, 280, 340].map((y) => box(900, y, 50));
    // a trade panel right of the axis: wide lines, loosely stacked
    const panel = [50, 130, 170, 260, 400].map((y) => box(960, y, 180));
    // the chart left of the axis holds little text
    const legend = [box(20, 10, 200)];
    const columns = findLabelColumns([...axis, ...panel, ...legend], 1200);
    expect(columns[0]).toMatchObject({ side: 'right', x0: 900, x1: 949, ladder: 1 });
    expect(columns[0]!.boxes).toHaveLength(6);
  });

  it('says a column at the left edge is a left axis', () => {
    const axis = [40, 90, 140, 190].map((y) => box(4, y, 40));
    expect(findLabelColumns(axis, 800)[0]).toMatchObject({ side: 'left' });
  });

  it('finds the stretch of a column that is the price pane, above indicator panes', () => {
    // price pane labels every 40 px, a pane border, then an RSI pane's labels every 25 px
    const ys = [20, 60, 100, 140, 180, 220, 290, 315, 340];
    const boxes = ys.map((y) => box(700, y, 40));
    expect(
      longestLadder(
        boxes.map((_, i) => i),
        boxes,
      ),
    ).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
