import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T15:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('speaks pt-BR', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(12 * 60), now)).toBe('há 12 minutos');
    expect(relativeTime(ago(3600), now)).toBe('há 1 hora');
    expect(relativeTime(ago(3 * 3600), now)).toBe('há 3 horas');
    expect(relativeTime(ago(30), now)).toBe('há 30 segundos');
    expect(relativeTime(ago(86_400), now)).toBe('ontem');
    expect(relativeTime(ago(5 * 86_400), now)).toBe('há 5 dias');
  });

  it('never says "in the future" for a slightly fast server clock', () => {
    expect(relativeTime(new Date(now + 4000).toISOString(), now)).toBe('agora');
    expect(relativeTime(ago(2), now)).toBe('agora');
  });
});
