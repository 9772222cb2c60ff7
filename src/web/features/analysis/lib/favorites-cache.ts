import type { ChartAnalysis } from '../../../../shared/analysis';

/** SPEC.md section 3: favourites are also kept locally under this key, as an offline cache. */
export const favoritesStorageKey = 'analysis_favorites';
const maxCached = 50;

export interface CachedFavorite {
  /** The server's analysis id (the spec's "sector plus timestamp" id predates stored analyses). */
  id: string;
  sector: string;
  timestamp: number;
  imageUrl: string | null;
  result: ChartAnalysis | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isFavorite(value: unknown): value is CachedFavorite {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

export function readCachedFavorites(storage: Storage | undefined): CachedFavorite[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(favoritesStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavorite) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | undefined, favorites: CachedFavorite[]) {
  try {
    storage?.setItem(favoritesStorageKey, JSON.stringify(favorites.slice(0, maxCached)));
  } catch {
    // Full or blocked storage: the server keeps the real list, the cache is a convenience.
  }
}

/** Adds (newest first) or removes one favourite in the local cache. */
export function updateCachedFavorite(
  storage: Storage | undefined,
  favorite: CachedFavorite,
  isFavorite: boolean,
): CachedFavorite[] {
  const others = readCachedFavorites(storage).filter((entry) => entry.id !== favorite.id);
  const next = isFavorite ? [favorite, ...others] : others;
  write(storage, next);
  return next;
}
