import { describe, expect, it } from 'vitest';
import { clockMinutes, timeframeFromTimeAxis } from './time-axis';

const at = (texts: string[], step: number) => texts.map((text, i) => ({ text, x: 40 + i * step }));

describe('the timeframe from the time axis', () => {
  it('divides the minutes between labels by the candles between them', () => {
    // a broker's phone print: a label every 4 minutes, 4 candles of 34.75 px apart
    expect(timeframeFromTimeAxis(at(['09:04', '09:08', '09:12', '09:16'], 139), 34.75)?.timeframe).toBe('M1');
    // MetaTrader: "7 Apr 07:00" every 4 hours, 4 candles of 10 px
    expect(
      timeframeFromTimeAxis(at(['7 Apr 07:00', '7 Apr 11:00', '7 Apr 15:00', '7 Apr 19:00'], 40), 10)
        ?.timeframe,
    ).toBe('H1');
    // seconds: a label every 30 s, 6 candles apart
    expect(timeframeFromTimeAxis(at(['14:19:30', '14:20:00', '14:20:30'], 60), 10)?.timeframe).toBe('S5');
    // past midnight
    expect(timeframeFromTimeAxis(at(['22:00', '23:00', '00:00', '01:00'], 48), 12)?.timeframe).toBe('M15');
  });

  it('outvotes a pair across a session gap and gives nothing where pairs disagree', () => {
    const gap = [
      { text: '17:15', x: 100 },
      { text: '17:30', x: 160 },
      { text: '17:45', x: 220 },
      { text: '18:00', x: 280 },
      { text: '09:00', x: 340 },
    ];
    expect(timeframeFromTimeAxis(gap, 20)?.timeframe).toBe('M5');
    expect(timeframeFromTimeAxis(at(['10:00', '10:05', '11:00'], 50), 10)).toBeNull();
  });

  it('gives nothing from dates alone, a figure off every timeframe or too few labels', () => {
    expect(timeframeFromTimeAxis(at(['24 May 2024', '30 May 2024', '5 Jun 2024'], 60), 10)).toBeNull();
    expect(timeframeFromTimeAxis(at(['10:00', '10:07', '10:14'], 50), 10)).toBeNull();
    expect(timeframeFromTimeAxis(at(['10:00', '10:05'], 50), 10)).toBeNull();
    // 11.2 minutes a candle would be MetaTrader 5's rare M12: a measure lands on common ones only
    expect(timeframeFromTimeAxis(at(['08:00', '09:00', '10:00', '11:00'], 175), 32.77)).toBeNull();
  });

  it('reads clock times as axes print them', () => {
    expect(clockMinutes('09:04')).toEqual({ minutes: 544, dated: false });
    expect(clockMinutes('14:19:30')?.minutes).toBeCloseTo(859.5);
    expect(clockMinutes('7 Apr 11:00')?.dated).toBe(true);
    expect(clockMinutes('07.04 11:00')?.dated).toBe(true);
    expect(clockMinutes('03:00 PM')?.minutes).toBe(900);
    expect(clockMinutes('12:00 AM')?.minutes).toBe(0);
    expect(clockMinutes('12:00 PM')?.minutes).toBe(720);
    expect(clockMinutes('2026-03-27')).toBeNull();
    expect(clockMinutes('五月')).toBeNull();
  });
});
