import type { Theme } from './themes';

/**
 * Screen furniture around the chart, as on real screenshots: a broker's option panel with big
 * CALL/PUT buttons, a trading platform's toolbars and coloured watchlist, a phone's status and
 * navigation bars. Returns the HTML and the chart's box inside the page (CSS px).
 */
export type Frame = 'broker' | 'platform' | 'phone';
export type FrameLayout = { html: string; left: number; top: number; width: number; height: number };

export function frameLayout(frame: Frame | undefined, w: number, h: number, t: Theme): FrameLayout {
  const font = 'font-family:sans-serif';
  if (frame === 'broker') {
    const tabs = ['EUR/USD (OTC) 87%', 'GBP/JPY 82%', 'BTC/USD 79%']
      .map(
        (s, i) =>
          `<span style="margin-right:18px;padding:6px 10px;border-radius:4px;background:${i ? 'transparent' : '#2a3142'};color:${i === 0 ? t.up : '#c7ccd6'}">${s}</span>`,
      )
      .join('');
    const panel = `<div style="position:absolute;right:0;top:44px;bottom:0;width:170px;background:#171c28;${font};color:#c7ccd6;font-size:13px;padding:14px;box-sizing:border-box">
      <div>Tempo</div><div style="font-size:20px;margin:4px 0 14px">00:59</div><div>Valor</div><div style="font-size:20px;margin:4px 0 14px">R$ 10</div>
      <div style="background:${t.up};color:#fff;font-size:22px;font-weight:bold;text-align:center;padding:18px 0;border-radius:6px;margin-bottom:10px">▲ CALL</div>
      <div style="background:${t.down};color:#fff;font-size:22px;font-weight:bold;text-align:center;padding:18px 0;border-radius:6px;margin-bottom:14px">▼ PUT</div>
      <div style="color:${t.up}">Lucro +R$ 18,70</div><div style="color:${t.down};margin-top:6px">Perda −R$ 10,00</div></div>`;
    const html = `<div style="position:absolute;left:0;top:0;right:0;height:44px;background:#151a26;${font};font-size:13px;display:flex;align-items:center;padding-left:12px">${tabs}</div>${panel}`;
    return { html, left: 0, top: 44, width: w - 170, height: h - 44 };
  }
  if (frame === 'platform') {
    const icons = Array.from(
      { length: 11 },
      (_, i) =>
        `<div style="width:18px;height:18px;margin:14px auto;border:2px solid #787b86;border-radius:${i % 3 ? 3 : 9}px"></div>`,
    ).join('');
    const rows = [
      'BTCUSDT 64,210.5 +2.31%',
      'ETHUSDT 3,120.4 -1.12%',
      'EURUSD 1.0852 +0.08%',
      'PETR4 38.41 -0.65%',
      'VALE3 61.02 +1.40%',
      'XAUUSD 2,331.8 +0.22%',
      'US500 5,210.2 -0.31%',
      'SOLUSDT 171.3 +4.05%',
      'GBPUSD 1.2634 -0.12%',
      'IBOV 127,500 +0.54%',
    ]
      .map((r) => {
        const [sym, px, ch] = r.split(' ');
        const c = ch!.startsWith('-') ? t.down : t.up;
        return `<div style="display:flex;justify-content:space-between;padding:7px 10px;border-bottom:1px solid ${t.grid}"><span>${sym}</span><span>${px}</span><span style="color:${c}">${ch}</span></div>`;
      })
      .join('');
    const html = `<div style="position:absolute;left:0;top:0;bottom:0;width:46px;background:${t.background};border-right:1px solid ${t.grid}">${icons}</div>
      <div style="position:absolute;left:46px;top:0;right:0;height:38px;background:${t.background};border-bottom:1px solid ${t.grid};${font};font-size:14px;color:${t.text};display:flex;align-items:center;padding-left:12px">BTCUSDT · 1h · Binance &nbsp;&nbsp; <span style="border:1px solid ${t.grid};padding:3px 8px;margin-left:12px">Indicadores</span><span style="border:1px solid ${t.grid};padding:3px 8px;margin-left:8px">Alertas</span></div>
      <div style="position:absolute;right:0;top:38px;bottom:0;width:230px;background:${t.background};border-left:1px solid ${t.grid};${font};font-size:12px;color:${t.text}">${rows}</div>`;
    return { html, left: 46, top: 38, width: w - 46 - 230, height: h - 38 };
  }
  if (frame === 'phone') {
    const html = `<div style="position:absolute;left:0;top:0;right:0;height:28px;background:#000;color:#fff;${font};font-size:13px;display:flex;justify-content:space-between;align-items:center;padding:0 14px">
      <span>14:32</span><span>4G ▮▮▮ 87% ▭</span></div>
      <div style="position:absolute;left:0;bottom:0;right:0;height:52px;background:#111;display:flex;justify-content:space-around;align-items:center">${'<div style="width:22px;height:22px;border:2px solid #999;border-radius:5px"></div>'.repeat(4)}</div>
      <div style="position:absolute;left:14px;bottom:70px;${font};font-size:30px;font-weight:bold;color:${t.text}44">BROKER</div>`;
    return { html, left: 0, top: 28, width: w, height: h - 28 - 52 };
  }
  return { html: '', left: 0, top: 0, width: w, height: h };
}
