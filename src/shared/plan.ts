/**
 * The arithmetic of a trading plan, shared by the engine (which decides with it) and the screen
 * (which shows the trader's position size with it): timeframes, a binary option's break-even and
 * expected value, and position sizing. Pure; imports nothing.
 */

/** Candle lengths a trader can pick on the analysis page, shortest first, with their minutes. */
export const CHART_TIMEFRAMES = {
  S5: 5 / 60,
  S15: 15 / 60,
  S30: 30 / 60,
  M1: 1,
  M2: 2,
  M3: 3,
  M5: 5,
  M10: 10,
  M15: 15,
  M30: 30,
  H1: 60,
  H2: 120,
  H4: 240,
  D1: 1440,
  W1: 10080,
} as const;
export type ChartTimeframe = keyof typeof CHART_TIMEFRAMES;
export const CHART_TIMEFRAME_CODES = Object.keys(CHART_TIMEFRAMES) as ChartTimeframe[];

/** The settings' timeframes (SPEC: 1h, 4h, 1d, 1w) as chart timeframes. */
export const SETTING_TO_CHART_TIMEFRAME = { '1h': 'H1', '4h': 'H4', '1d': 'D1', '1w': 'W1' } as const;

/** "30 segundos", "1 minuto", "15 minutos", "1 hora", "4 horas", "1 dia", "1 semana". */
export function describeMinutes(minutes: number): string {
  const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  if (minutes < 1) return plural(Math.round(minutes * 60), 'segundo', 'segundos');
  if (minutes < 60) {
    const whole = Math.floor(minutes);
    const seconds = Math.round((minutes - whole) * 60);
    const m = plural(whole, 'minuto', 'minutos');
    return seconds ? `${m} e ${plural(seconds, 'segundo', 'segundos')}` : m;
  }
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    const rest = Math.round(minutes - hours * 60);
    const h = plural(hours, 'hora', 'horas');
    return rest ? `${h} e ${plural(rest, 'minuto', 'minutos')}` : h;
  }
  if (minutes < 10080 || minutes % 10080 !== 0) return plural(minutes / 1440, 'dia', 'dias');
  return plural(minutes / 10080, 'semana', 'semanas');
}

function formatCount(n: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(n);
}

/**
 * Binary-option brokers and the payout a trader usually sees on their major pairs. Only a
 * starting point: the payout printed on the screenshot wins, and the trader can change it on the
 * analysis page and in the settings.
 */
export const BROKERS = {
  quotex: { label: 'Quotex', payout: 85 },
  'pocket-option': { label: 'Pocket Option', payout: 85 },
  'iq-option': { label: 'IQ Option', payout: 80 },
  binomo: { label: 'Binomo', payout: 80 },
  'olymp-trade': { label: 'Olymp Trade', payout: 80 },
  outra: { label: 'Outra corretora', payout: 80 },
} as const;
export type Broker = keyof typeof BROKERS;
export const BROKER_CODES = Object.keys(BROKERS) as Broker[];

/** Payouts a broker offers, percent: below 10 no one trades, above 100 no broker pays. */
export const MIN_PAYOUT = 10;
export const MAX_PAYOUT = 100;

/** The stake the expected value is quoted for ("R$ por R$ 10 apostados"). */
export const REFERENCE_STAKE = 10;

/**
 * Hit rate at which a fixed-payout option neither wins nor loses money: a win pays `payout` per
 * unit staked, a loss costs the stake, so p·payout = (1 − p) ⇒ p = 1 / (1 + payout).
 * `payoutPercent` 93 → 0.518; 80 → 0.556.
 */
export function breakEvenRate(payoutPercent: number): number {
  return 1 / (1 + payoutPercent / 100);
}

/** Expected result in R$ of one `stake` at hit rate `probability` (0–1) and the given payout. */
export function expectedValue(probability: number, payoutPercent: number, stake = REFERENCE_STAKE): number {
  return stake * (probability * (payoutPercent / 100) - (1 - probability));
}

/** Hit rate a trade needs to break even when a win pays `riskReward` times what a loss costs. */
export function tradeBreakEvenRate(riskReward: number): number {
  return 1 / (1 + riskReward);
}

export type PositionSize = {
  /** R$ at risk if the stop is hit */
  risk: number;
  /** R$ of exposure (position value) that loses `risk` at the stop */
  exposure: number;
  /** the distance to the stop as a share of the entry */
  stopDistance: number;
};

/**
 * Position for a trade from the trader's capital and risk per trade: the exposure whose loss at
 * the stop equals capital × risk %. Stated as exposure so it holds in any quote currency.
 */
export function positionSize(x: {
  capital: number;
  riskPercent: number;
  entry: number;
  stop: number;
}): PositionSize | null {
  const stopDistance = Math.abs(x.entry - x.stop) / Math.abs(x.entry);
  if (!(x.capital > 0) || !(x.riskPercent > 0) || !(stopDistance > 0) || !Number.isFinite(stopDistance))
    return null;
  const risk = (x.capital * x.riskPercent) / 100;
  return { risk, exposure: risk / stopDistance, stopDistance };
}

/** What `planLine` reads of a result (a structural type: this module imports nothing). */
type PlannedResult = {
  sinal_entrada: string;
  stop_loss: string;
  take_profit_1: string;
  tempo_ideal: string;
  plano?: { gatilhos: ReadonlyArray<{ condicao: string }> };
};

/**
 * The plan in one line for lists (history, recent analyses): a trade's stop and target, an
 * option's expiry, or a wait's first trigger without its explanations.
 */
export function planLine(r: PlannedResult): string | null {
  if (r.sinal_entrada === 'COMPRA' || r.sinal_entrada === 'VENDA')
    return `Stop ${r.stop_loss} · alvo ${r.take_profit_1}`;
  if (r.sinal_entrada === 'CALL' || r.sinal_entrada === 'PUT')
    return `Expiração: ${r.tempo_ideal.split(':')[0]}`;
  const trigger = r.plano?.gatilhos[0];
  return trigger ? trigger.condicao.replace(/ \(.*$/, '') : null;
}
