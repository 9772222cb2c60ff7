import type { PublicResults } from '../../../../shared/verification';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';

const W = 320;
const H = 220;
const PAD = { left: 36, right: 8, top: 8, bottom: 28 };
const LO = 40;
const HI = 100;

/**
 * Shown probability against observed frequency: the diagonal is a calibrated engine; each band's
 * point sits at its mean shown probability, with its 90 % interval as a vertical bar.
 */
export function CalibrationChart({ bands }: { bands: PublicResults['calibration'] }) {
  const x = (p: number) => PAD.left + ((p - LO) / (HI - LO)) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - Math.max(0, p - 0) / 100) * (H - PAD.top - PAD.bottom);
  const points = bands.filter((b) => b.observed !== null && b.shown !== null);
  return (
    <section className="grid content-start gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-sm font-semibold">{t.calibrationTitle}</h2>
      <p className="text-xs text-muted-foreground">{t.calibrationText}</p>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t.calibrationTitle} className="w-full max-w-md">
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" />
            <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end" className="fill-muted-foreground text-[9px]">
              {v}
            </text>
          </g>
        ))}
        {[40, 50, 60, 70, 80, 90, 100].map((v) => (
          <text
            key={v}
            x={x(v)}
            y={H - PAD.bottom + 12}
            textAnchor="middle"
            className="fill-muted-foreground text-[9px]"
          >
            {v}
          </text>
        ))}
        <text
          x={(W + PAD.left) / 2}
          y={H - 4}
          textAnchor="middle"
          className="fill-muted-foreground text-[9px]"
        >
          {t.shown} (%)
        </text>
        <line
          x1={x(LO)}
          y1={y(LO)}
          x2={x(HI)}
          y2={y(HI)}
          className="stroke-muted-foreground"
          strokeDasharray="4 3"
        />
        {points.map((b) => (
          <g key={b.from}>
            {b.interval ? (
              <line
                x1={x(b.shown!)}
                x2={x(b.shown!)}
                y1={y(b.interval[0])}
                y2={y(b.interval[1])}
                className="stroke-primary"
                strokeWidth={2}
              />
            ) : null}
            <circle cx={x(b.shown!)} cy={y(b.observed!)} r={4} className="fill-primary">
              <title>{`${t.band(b.from, b.to)}: ${t.observed} ${b.observed} % (n = ${b.n})`}</title>
            </circle>
          </g>
        ))}
      </svg>
      <ul className="grid gap-0.5 text-xs text-muted-foreground tabular-nums">
        {bands.map((b) => (
          <li key={b.from}>
            {t.band(b.from, b.to)}: {b.observed === null ? '–' : `${t.observed} ${b.observed} %`} · n = {b.n}
          </li>
        ))}
      </ul>
    </section>
  );
}
