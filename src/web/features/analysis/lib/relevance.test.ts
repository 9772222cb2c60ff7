import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../../shared/analysis';
import { foundGroups, relevanceScore, relevanceTone, relevanceView } from './relevance';
import { sectorVocabulary } from './sector-keywords';

describe('relevance meter', () => {
  it('counts each kind of the sector vocabulary once, without caring about accents, case or plurals', () => {
    expect(foundGroups('Tendencia de ALTA, velas fortes perto da resistencia', 'binary')).toEqual([
      'níveis',
      'ação',
      'mercado',
    ]);
    expect(foundGroups('no computador', 'binary')).toEqual([]);
    expect(foundGroups('EUR/USD perto da média móvel', 'forex')).toEqual(['ativo', 'níveis']);
    expect(foundGroups('S&P 500 abrindo com gap', 'indices')).toEqual(['ativo', 'mercado']);
  });

  it('reads pairs, tickers and timeframes it has no list for', () => {
    for (const pair of ['GBPJPY', 'usd/brl', 'AUD CAD'])
      expect(foundGroups(pair, 'forex')).toEqual(['ativo']);
    expect(foundGroups('PETR4 e VALE3', 'stocks')).toEqual(['ativo']);
    expect(foundGroups('SOL/USDT', 'crypto')).toContain('ativo');
    for (const frame of ['M1', 'no h4', 'gráfico de 15 minutos', '5m', 'diário'])
      expect(foundGroups(frame, 'otc'), frame).toEqual(['timeframe']);
    expect(foundGroups('US30 subindo', 'indices')).not.toContain('timeframe');
  });

  it('scores the issue 26 example high on the Forex page (it was 17 %)', () => {
    const example = 'EUR/USD no H1, procurando rompimento de resistência com stop e alvo';
    expect(foundGroups(example, 'forex')).toEqual(['ativo', 'timeframe', 'níveis', 'ação', 'risco']);
    expect(relevanceScore(example, 'forex')).toBe(83);
    expect(relevanceTone(relevanceScore(example, 'forex'))).toBe('bull');
    expect(relevanceScore(`${example}, 10 pips`, 'forex')).toBe(100);
  });

  it('is the share of the kinds found', () => {
    expect(relevanceScore('', 'crypto')).toBe(0);
    expect(relevanceScore('btc bitcoin ethereum eth', 'crypto')).toBe(17);
    expect(relevanceScore('btc no 4h perto do suporte', 'crypto')).toBe(50);
  });

  it('has sensible vocabularies for every sector: each suggestion counts for its own kind', () => {
    for (const sector of SECTORS) {
      const groups = sectorVocabulary[sector];
      expect(groups.length).toBeGreaterThanOrEqual(5);
      expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length);
      for (const group of groups)
        expect(foundGroups(group.suggest, sector), `${sector} ${group.suggest}`).toEqual([group.name]);
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

  it('suggests only kinds not yet mentioned', () => {
    const view = relevanceView('par com tendência fraca hoje', 'forex');
    expect(view?.score).toBe(33);
    expect(view?.suggestions).toEqual([]);
    expect(relevanceView('quero entrar agora mesmo', 'forex')?.suggestions).toEqual([
      'EUR/USD',
      'M5',
      'suporte',
      'stop',
    ]);
  });
});
