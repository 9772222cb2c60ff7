import { describe, expect, it } from 'vitest';
import { parseNumber, thousandsSeparatorOf } from '../text/parse-number';
import { fitPriceAxis, priceAt, type AxisLabel } from './price-axis';

const label = (text: string, y: number): AxisLabel => ({
  text,
  y,
  x0: 500,
  x1: 540,
  height: 10,
  parsed: parseNumber(text)!,
});

describe('price axis fit', () => {
  it('fits price = a + b·y and leaves a misread label and a label of another pane out', () => {
    const axis = fitPriceAxis([
      label('1.2000', 20),
      label('1.1800', 70),
      label('1.1600', 120),
      label('9.99', 170),
      label('1.1200', 220),
      label('57.67', 300),
    ])!;
    expect(axis.labelsUsed.map((l) => l.text)).toEqual(['1.2000', '1.1800', '1.1600', '1.1200']);
    expect(priceAt(axis, 170)).toBeCloseTo(1.14, 6);
    expect(axis.log).toBe(false);
  });

  it('reads a comma before three digits as thousands for a whole axis (33,000 … 36,000)', () => {
    const axis = fitPriceAxis([
      label('36,000', 10),
      label('35,000', 60),
      label('34,000', 110),
      label('33,000', 160),
    ])!;
    expect(priceAt(axis, 85)).toBeCloseTo(34500, 3);
  });

  it("reads ProfitChart's 79.635 as 79 635 points where the screen groups thousands with a point", () => {
    const labels = [label('79.650', 10), label('79.640', 60), label('79.630', 110), label('79.620', 160)];
    expect(priceAt(fitPriceAxis(labels)!, 60)).toBeCloseTo(79.64, 6);
    expect(priceAt(fitPriceAxis(labels, { thousands: '.' })!, 60)).toBeCloseTo(79640, 3);
    // the screen's other numbers say how it groups thousands
    expect(thousandsSeparatorOf(['Saldo R$ 1.234,56', 'WINZ25'])).toBe('.');
    expect(thousandsSeparatorOf(['Vol 1.234.567'])).toBe('.');
    expect(thousandsSeparatorOf(['C2,010.363'])).toBe(',');
    expect(thousandsSeparatorOf(['79.635', '12:30'])).toBeNull();
    expect(thousandsSeparatorOf(['1.234,56', '2,010.363'])).toBeNull();
  });

  it("settles a 3-digit group by the screen's numbers of the labels' size only", () => {
    const pointsSize: [number, number] = [79620 / 3, 79650 * 3];
    // a day's change in pt-BR or a price with two decimals says which separator marks decimals
    expect(thousandsSeparatorOf(['79.640,5'], pointsSize)).toBe('.');
    expect(thousandsSeparatorOf(['Último 79.63'], pointsSize)).toBe(',');
    expect(thousandsSeparatorOf(['Máx 79,63'], pointsSize)).toBe('.');
    // a broker's balance and payout are of another size: no say over the axis ("130.760")
    expect(thousandsSeparatorOf(['R$ 10.000,00', 'Pagamento 19,30 R$'], [130680 / 3, 130760 * 3])).toBeNull();
    // B3's mini index and dollar futures print points grouped by a point
    expect(thousandsSeparatorOf(['WINZ20 - 5 min'], pointsSize)).toBe('.');
    expect(thousandsSeparatorOf(['AUDJPY,H1'], pointsSize)).toBeNull();
  });

  it("fits no scale to a shrunk MetaTrader axis's misread 5 px digits (issue 23)", () => {
    // G's AUD/JPY print read at 3×: 93.650 … 92.375 every 0.075, most labels misread
    const misread = [
      label('93.650', 10),
      label('90.458', 40),
      label('50.575', 70),
      label('10.425', 100),
      label('93.350', 130),
      label('10.275', 160),
      label('90.290', 190),
      label('90.125', 220),
    ];
    const axis = fitPriceAxis(misread);
    // no scale, or the right one: never a scale the misreads make
    if (axis) expect(priceAt(axis, 70)).toBeCloseTo(93.5, 2);
    expect(axis).toBeNull();
    // a price tag between two labels is no misread (MT5's 1.23843 between 1.23950 and 1.23785)
    const tagged = fitPriceAxis([
      label('1.24225', 64),
      label('1.24115', 132),
      label('1.23950', 235),
      label('1.23843', 302),
      label('1.23785', 337),
    ]);
    expect(tagged?.labelsUsed).toHaveLength(5);
  });

  it('recognises a logarithmic axis', () => {
    const ys = [10, 60, 110, 160, 210];
    const labels = ys.map((y, i) => label(String(Math.round(1600 / 2 ** i)), y));
    const axis = fitPriceAxis(labels)!;
    expect(axis.log).toBe(true);
    expect(priceAt(axis, 35)).toBeCloseTo(1600 / Math.SQRT2, -1);
  });

  it('takes a tick mark read as a minus sign for what it is', () => {
    const axis = fitPriceAxis([
      label('-1.24225', 20),
      label('-1.24170', 60),
      label('1.24115', 100),
      label('-1.24060', 140),
    ])!;
    expect(axis.labelsUsed).toHaveLength(4);
    expect(priceAt(axis, 20)).toBeCloseTo(1.24225, 6);
  });

  it('does not make an axis of numbers that merely line up in different formats', () => {
    expect(fitPriceAxis([label('5', 10), label('6', 40), label('-860.37', 90)])).toBeNull();
  });
});
