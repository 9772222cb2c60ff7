import { describe, expect, it } from 'vitest';
import { favoritesStorageKey, readCachedFavorites, updateCachedFavorite } from './favorites-cache';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const entry = (id: string) => ({ id, sector: 'forex', timestamp: 1, imageUrl: null, result: null });

describe('analysis_favorites cache', () => {
  it('adds newest first and removes by id', () => {
    const storage = memoryStorage();
    updateCachedFavorite(storage, entry('a'), true);
    updateCachedFavorite(storage, entry('b'), true);
    updateCachedFavorite(storage, entry('a'), true);
    expect(readCachedFavorites(storage).map((f) => f.id)).toEqual(['a', 'b']);
    updateCachedFavorite(storage, entry('a'), false);
    expect(JSON.parse(storage.data.get(favoritesStorageKey) ?? '')).toEqual([entry('b')]);
  });

  it('survives garbage and storage that throws', () => {
    expect(readCachedFavorites(memoryStorage({ [favoritesStorageKey]: '{oops' }))).toEqual([]);
    expect(readCachedFavorites(memoryStorage({ [favoritesStorageKey]: '[1, {"id": "x"}]' }))).toEqual([
      { id: 'x' },
    ]);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readCachedFavorites(throwing)).toEqual([]);
    expect(() => updateCachedFavorite(throwing, entry('a'), true)).not.toThrow();
  });
});
