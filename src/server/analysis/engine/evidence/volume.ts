/**
 * Volume as the candle reader measures it: the height of the bar under each candle in a volume
 * pane that shares the price pane (null where no bar stands).
 */

/**
 * Last bar's height over the mean of every visible bar before it (issue 13: against the visible
 * average); null when not measurable.
 */
export function relativeVolume(heights: Array<number | null> | null): { ratio: number; bars: number } | null {
  if (!heights) return null;
  const last = heights[heights.length - 1];
  const prev = heights.slice(0, -1).filter((h): h is number => h !== null && h > 0);
  if (last == null || prev.length < 5) return null;
  return { ratio: last / (prev.reduce((a, b) => a + b, 0) / prev.length), bars: prev.length };
}

/** pt-BR reading of the last bar against the previous ones. */
export function describeVolume(heights: Array<number | null> | null): string {
  if (!heights) return 'Volume não visível no gráfico.';
  const rel = relativeVolume(heights);
  if (!rel) return 'Painel de volume detectado, mas a última barra não pôde ser medida.';
  const { ratio, bars } = rel;
  const text = ratio >= 1.5 ? 'volume forte' : ratio <= 0.6 ? 'volume fraco' : 'volume dentro da média';
  const r = ratio.toFixed(1).replace('.', ',');
  return `Última vela com ${text}: ${r}× a média das ${bars} barras visíveis antes dela (medido pela altura das barras de volume).`;
}
