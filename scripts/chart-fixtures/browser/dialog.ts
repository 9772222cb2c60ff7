import type { Rect } from '../spec-types';

/**
 * A platform's modal dialog laid over part of a library chart (HTML, as web platforms do).
 * Returns its box in CSS px; the candles it covers wholly are marked hidden in the truth.
 */
export function showDialog(w: number, h: number, font: string, locale: 'en-US' | 'pt-BR'): Rect {
  const pt = locale === 'pt-BR';
  const box = {
    left: Math.round(w * 0.36),
    top: Math.round(h * 0.22),
    width: Math.round(w * 0.3),
    height: Math.round(h * 0.4),
  };
  const d = document.createElement('div');
  d.style.cssText = `position:absolute;z-index:50;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;box-sizing:border-box;background:#ffffff;border:1px solid #c9ced6;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.35);font:13px ${font || 'sans-serif'};color:#1d2433;padding:14px`;
  d.innerHTML = `<div style="font-weight:bold;font-size:15px;margin-bottom:10px">${pt ? 'Confirmar ordem' : 'Confirm order'}</div>
    <div style="margin:6px 0">${pt ? 'Quantidade' : 'Quantity'}: 100</div><div style="margin:6px 0">${pt ? 'Tipo' : 'Type'}: ${pt ? 'Limitada' : 'Limit'}</div>
    <div style="position:absolute;left:14px;right:14px;bottom:14px;display:flex;gap:8px"><span style="flex:1;text-align:center;padding:8px;border-radius:6px;background:#e9ecf1">${pt ? 'Cancelar' : 'Cancel'}</span><span style="flex:1;text-align:center;padding:8px;border-radius:6px;background:#2962ff;color:#fff">${pt ? 'Enviar' : 'Send'}</span></div>`;
  document.body.appendChild(d);
  return { left: box.left, top: box.top, right: box.left + box.width, bottom: box.top + box.height };
}

export function scaleRect(r: Rect, k: number): Rect {
  return { left: r.left * k, top: r.top * k, right: r.right * k, bottom: r.bottom * k };
}

export function cssRect(el: Element): Rect {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}
