import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../../../../shared/user-settings';
import { buildBackup, InvalidBackupError, parseBackup } from './backup';
import { readLocalSettings, writeLocalSettings } from '../../../lib/settings-storage';

describe('backup file', () => {
  it('round-trips settings and favourite ids', () => {
    const settings = { ...defaultUserSettings, defaultTimeframe: '1w' as const, theme: 'light' as const };
    const file = buildBackup({
      favorites: [{ id: 'a1', sector: 'forex' }],
      analysisHistory: [{ id: 'a1' }, { id: 'b2' }],
      settings,
      now: new Date('2026-01-02T03:04:05Z'),
    });
    expect(file).toMatchObject({ app: 'vtx-analise', version: 1, exportedAt: '2026-01-02T03:04:05.000Z' });
    expect(parseBackup(JSON.stringify(file))).toEqual({ settings, favoriteIds: ['a1'] });
  });

  it('accepts bare ids and partial settings, defaulting the rest', () => {
    const text = JSON.stringify({
      favorites: ['x', 'x', 'y'],
      analysisHistory: [],
      settings: { autoAnalysis: true, defaultTimeframe: '5m' },
    });
    expect(parseBackup(text)).toEqual({
      settings: { ...defaultUserSettings, autoAnalysis: true },
      favoriteIds: ['x', 'y'],
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong kind', '[1,2,3]'],
    ['missing settings', JSON.stringify({ favorites: [], analysisHistory: [] })],
    ['missing history', JSON.stringify({ favorites: [], settings: {} })],
    ['favorites not a list', JSON.stringify({ favorites: {}, analysisHistory: [], settings: {} })],
    [
      'entries without id',
      JSON.stringify({ favorites: [{ sector: 'x' }], analysisHistory: [], settings: {} }),
    ],
  ])('refuses %s', (_label, text) => {
    expect(() => parseBackup(text)).toThrow(InvalidBackupError);
  });
});

describe('local settings mirror', () => {
  it('is kept per user and survives broken storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    writeLocalSettings(storage, 'u1', { ...defaultUserSettings, cacheEnabled: false });
    expect(readLocalSettings(storage, 'u1')?.cacheEnabled).toBe(false);
    expect(readLocalSettings(storage, 'u2')).toBeNull();
    data.set('vtx-settings:u3', '{bad');
    expect(readLocalSettings(storage, 'u3')).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readLocalSettings(throwing, 'u1')).toBeNull();
    expect(() => writeLocalSettings(throwing, 'u1', defaultUserSettings)).not.toThrow();
  });
});
