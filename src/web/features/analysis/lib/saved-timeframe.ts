import type { Sector } from '../../../../shared/analysis';
import { CHART_TIMEFRAME_CODES, type ChartTimeframe } from '../../../../shared/plan';

/** The chart timeframe the trader last picked on a sector's page, kept on this device. */
export const timeframeStorageKey = (sector: Sector) => `vtx-timeframe-${sector}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readTimeframe(storage: Storage | undefined, sector: Sector): ChartTimeframe | null {
  try {
    const saved = storage?.getItem(timeframeStorageKey(sector));
    return saved && (CHART_TIMEFRAME_CODES as string[]).includes(saved) ? (saved as ChartTimeframe) : null;
  } catch {
    return null;
  }
}

export function writeTimeframe(storage: Storage | undefined, sector: Sector, value: ChartTimeframe) {
  try {
    storage?.setItem(timeframeStorageKey(sector), value);
  } catch {
    // Private mode or full storage: the pick still holds for this visit.
  }
}
