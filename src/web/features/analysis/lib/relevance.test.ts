import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../../shared/analysis';
import { foundKeywords, relevanceScore, relevanceTone, relevanceView } from './relevance';
import { sectorKeywords } from './sector-keywords';

describe('relevance meter', () => {
  it('counts whole keywords without caring about accents, case or plurals', () => {
    expect(foundKeywords('Tendencia de ALTA, velas fortes perto da resistencia', 'binary')).toEqual([
      'vela',
      'resistência',
      'tendência',
    ]);
    expect(foundKeywords('no computador', 'binary')).toEqual([]);
    expect(foundKeywords('EUR/USD perto da média móvel', 'forex')).toEqual(['eur/usd', 'média móvel']);
    expect(foundKeywords('S&P 500 abrindo com gap', 'indices')).toEqual(['s&p 500']);
  });

  it('is the share of the sector keywords found', () => {
    expect(relevanceScore('', 'crypto')).toBe(0);
    expect(relevanceScore('btc bitcoin volume rsi', 'crypto')).toBe(33);
    expect(relevanceScore(sectorKeywords.crypto.join(' '), 'crypto')).toBe(100);
  });

  it('has sensible keyword lists for every sector', () => {
    for (const sector of SECTORS) {
      const keywords = sectorKeywords[sector];
      expect(keywords.length).toBeGreaterThanOrEqual(10);
      expect(new Set(keywords).size).toBe(keywords.length);
      expect(relevanceScore(keywords.join(', '), sector)).toBe(100);
    }
  });

  it('colours above 60 green, above 30 gold, else red', () => {
    expect(relevanceTone(61)).toBe('bull');
    expect(relevanceTone(60)).toBe('gold');
    expect(relevanceTone(31)).toBe('gold');
    expect(relevanceTone(30)).toBe('bear');
  });

  it('shows from 3 characters and suggests when over 10 characters and under 30 %', () => {
    expect(relevanceView('ab', 'forex')).toBeNull();
    expect(relevanceView('  ab  ', 'forex')).toBeNull();
    expect(relevanceView('abc', 'forex')).toMatchObject({ score: 0, suggestions: [] });
    const weak = relevanceView('quero entrar agora mesmo', 'forex');
    expect(weak?.suggestions).toHaveLength(4);
    expect(weak?.tone).toBe('bear');
    const strong = relevanceView('EUR/USD tendência de alta, suporte e resistência, pips e spread', 'forex');
    expect(strong?.score).toBeGreaterThanOrEqual(30);
    expect(strong?.suggestions).toEqual([]);
  });

  it('does not suggest keywords already used', () => {
    const view = relevanceView('par com tendência fraca hoje', 'forex');
    expect(view?.suggestions).not.toContain('par');
    expect(view?.suggestions).not.toContain('tendência');
  });
});
