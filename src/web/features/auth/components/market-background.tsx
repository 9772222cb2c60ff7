import { useEffect, useRef } from 'react';
import { createCandleStream, ema, type Candle } from './candle-stream';

const step = 22; // px per candle
const bodyWidth = 12;
const pixelsPerSecond = 16;
const bull = 'rgba(16, 185, 129, 0.55)';
const bear = 'rgba(244, 63, 94, 0.5)';

/**
 * The login page's looping background: candles scroll by with an EMA line. Drawn on a canvas
 * (no video file, nothing fetched) and frozen on one frame under prefers-reduced-motion.
 */
export function MarketBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const next = createCandleStream(20240601);
    const candles: Candle[] = [];
    let offset = 0;
    let range = { min: 90, max: 110 };
    let frame = 0;
    let last = performance.now();
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');

    const fill = () => {
      const needed = Math.ceil(canvas.clientWidth / step) + 3;
      while (candles.length < needed) candles.push(next());
    };

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      fill();
    };

    const draw = (ease: number) => {
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const lows = candles.map((c) => c.low);
      const highs = candles.map((c) => c.high);
      const pad = (Math.max(...highs) - Math.min(...lows)) * 0.15 + 1;
      // Ease the vertical scale so the chart breathes instead of jumping when a candle leaves.
      range = {
        min: range.min + (Math.min(...lows) - pad - range.min) * ease,
        max: range.max + (Math.max(...highs) + pad - range.max) * ease,
      };
      const top = height * 0.12;
      const usable = height * 0.76;
      const y = (price: number) => top + ((range.max - price) / (range.max - range.min)) * usable;

      context.clearRect(0, 0, width, height);
      context.strokeStyle = 'rgba(148, 163, 184, 0.08)';
      context.lineWidth = 1;
      for (let gy = 0; gy < height; gy += 64) {
        context.beginPath();
        context.moveTo(0, gy + 0.5);
        context.lineTo(width, gy + 0.5);
        context.stroke();
      }

      candles.forEach((c, index) => {
        const x = index * step - offset;
        const color = c.close >= c.open ? bull : bear;
        context.strokeStyle = color;
        context.fillStyle = color;
        context.beginPath();
        context.moveTo(x + bodyWidth / 2, y(c.high));
        context.lineTo(x + bodyWidth / 2, y(c.low));
        context.stroke();
        const bodyTop = y(Math.max(c.open, c.close));
        context.fillRect(x, bodyTop, bodyWidth, Math.max(1.5, y(Math.min(c.open, c.close)) - bodyTop));
      });

      const line = ema(
        candles.map((c) => c.close),
        9,
      );
      context.strokeStyle = 'rgba(251, 191, 36, 0.7)';
      context.lineWidth = 2;
      context.beginPath();
      line.forEach((value, index) => {
        const x = index * step - offset + bodyWidth / 2;
        if (index === 0) context.moveTo(x, y(value));
        else context.lineTo(x, y(value));
      });
      context.stroke();

      const lastClose = candles.at(-1)?.close;
      if (lastClose !== undefined) {
        context.setLineDash([4, 6]);
        context.strokeStyle = 'rgba(52, 211, 153, 0.45)';
        context.lineWidth = 1;
        context.beginPath();
        context.moveTo(0, y(lastClose));
        context.lineTo(width, y(lastClose));
        context.stroke();
        context.setLineDash([]);
      }
    };

    const tick = (now: number) => {
      const seconds = Math.min((now - last) / 1000, 0.1);
      last = now;
      offset += seconds * pixelsPerSecond;
      while (offset >= step) {
        offset -= step;
        candles.shift();
      }
      fill();
      draw(Math.min(1, seconds * 2));
      frame = requestAnimationFrame(tick);
    };

    const start = () => {
      cancelAnimationFrame(frame);
      if (motion.matches) {
        draw(1);
        return;
      }
      last = performance.now();
      frame = requestAnimationFrame(tick);
    };

    resize();
    draw(1);
    start();
    const observer = new ResizeObserver(() => {
      resize();
      draw(1);
    });
    observer.observe(canvas);
    motion.addEventListener('change', start);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      motion.removeEventListener('change', start);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <canvas ref={canvasRef} className="size-full" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_20%,var(--background)_95%)]" />
      <div className="absolute inset-0 bg-gradient-to-b from-background/60 via-transparent to-background/70" />
    </div>
  );
}
