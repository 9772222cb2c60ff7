import { describe, expect, it } from 'vitest';
import { parseTheme, readStoredTheme, resolveTheme } from './theme';

describe('theme', () => {
  it('defaults to dark for missing or unknown values', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('sepia')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('system')).toBe('system');
  });

  it('resolves system from the device preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredTheme(storage)).toBe('dark');
    expect(readStoredTheme(undefined)).toBe('dark');
    expect(readStoredTheme({ getItem: () => 'light' })).toBe('light');
  });
});
