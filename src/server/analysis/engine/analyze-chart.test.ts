import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chartAnalysisSchema } from '../../../shared/analysis';
import { analyzeChart } from './analyze-chart';
import { checkConsistency } from './normalize-result';

const chart = (f: string) => readFile(new URL(`./fixtures/charts/${f}`, import.meta.url));

describe('analyzeChart', () => {
  it('returns the full contract, consistent by construction, with measured timing', async () => {
    const { result } = await analyzeChart(await chart('tv-light-petr4.png'), { sector: 'stocks' });
    expect(chartAnalysisSchema.safeParse(result).success).toBe(true);
    expect(checkConsistency(result)).toEqual([]);
    expect(['COMPRA', 'VENDA', 'AGUARDAR']).toContain(result.sinal_entrada);
    expect(result.metadata.model).toBe('vtx-local-engine/1');
    expect(result.metadata.analysis_time).toBeGreaterThan(0);
    expect(result.metadata.confidence_score).toBe(result.probabilidade);
    expect(result.armadilha_possivel).toBe(result.probabilidade < 60);
    expect(result.alertas.join(' ')).toMatch(/não é recomendação financeira/);
    expect(result.extraction?.priceScale).not.toBeNull();
    expect(result.extraction?.prices?.length).toBe(result.extraction?.candles.length);
  });

  it('uses the specification: symbol, timeframe, intent and option-style signals', async () => {
    const img = await chart('tv-dark-eurusd.png');
    const plain = (await analyzeChart(img, { sector: 'binary' })).result;
    const spec = (await analyzeChart(img, { sector: 'binary', specification: 'EUR/USD M5, procuro reversão' })).result;
    expect(plain.simbolo).toBe('Não identificado');
    expect(spec.simbolo).toBe('EUR/USD');
    expect(spec.timeframe).toBe('M5');
    expect(['CALL', 'PUT', 'AGUARDAR']).toContain(spec.sinal_entrada);
    expect(spec.tempo_ideal).toMatch(/minuto/);
    // a shooting star at the top of an up-move: a reversal reading weighs it more
    expect(spec.sinal_entrada).toBe('PUT');
    expect(spec.probabilidade).not.toBe(plain.probabilidade);
  });

  it('says when prices are relative units and annotates the picture', async () => {
    // the same chart with its price axis cut off
    const noAxis = await sharp(await chart('tv-dark-eurusd.png')).extract({ left: 0, top: 0, width: 1200, height: 720 }).png().toBuffer();
    const { result, annotatedPng } = await analyzeChart(noAxis, { sector: 'crypto', annotate: true });
    expect(result.extraction?.priceScale).toBeNull();
    expect(result.preco_entrada).toMatch(/u\.r\./);
    expect(result.alertas[0]).toMatch(/unidades relativas/);
    expect(annotatedPng?.subarray(1, 4).toString()).toBe('PNG');
  });
});
