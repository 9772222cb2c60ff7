import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chartAnalysisSchema } from '../../../shared/analysis';
import { analyzeChart } from './analyze-chart';
import { checkConsistency } from './decision/check-consistency';

const chart = (f: string) => readFile(new URL(`./fixtures/charts/${f}`, import.meta.url));
/** a chart that prints no timeframe anywhere: its time axis cut off (its clock times measure one) */
const withoutTimeAxis = async (f: string) =>
  sharp(await chart(f))
    .extract({ left: 0, top: 0, width: 800, height: 472 })
    .png()
    .toBuffer();

describe('analyzeChart', () => {
  it('returns the full contract, consistent by construction, with measured timing', async () => {
    const { result } = await analyzeChart(await chart('tv-light-petr4.png'), { sector: 'stocks' });
    expect(chartAnalysisSchema.safeParse(result).success).toBe(true);
    expect(checkConsistency(result)).toEqual([]);
    expect(['COMPRA', 'VENDA', 'AGUARDAR']).toContain(result.sinal_entrada);
    expect(result.metadata.model).toBe('vtx-local-engine/3');
    expect(result.metadata.models_load_time).toBeGreaterThanOrEqual(0);
    expect(Object.keys(result.metadata.stage_times ?? {})).toEqual(['text', 'plot', 'candles']);
    expect(result.metadata.analysis_time).toBeGreaterThan(0);
    expect(result.metadata.confidence_score).toBe(result.probabilidade);
    expect(result.armadilha_possivel).toBe(result.sinal_entrada !== 'AGUARDAR' && result.probabilidade < 60);
    // a plan with prices: at least one trigger on the chart's own scale (issue 22)
    expect(result.plano?.gatilhos.length).toBeGreaterThan(0);
    expect(result.plano?.payout).toBeNull();
    expect(result.alertas.join(' ')).toMatch(/não é recomendação financeira/);
    expect(result.extraction?.priceScale).not.toBeNull();
    expect(result.extraction?.prices?.length).toBe(result.extraction?.candles.length);
  });

  it('takes symbol and timeframe from the image, else from the specification, and says which', async () => {
    // the legend prints "TV-DARK-EURUSD · 1h"
    const printed = await chart('tv-dark-eurusd.png');
    const plain = (await analyzeChart(printed, { sector: 'binary' })).result;
    expect(plain.simbolo).toBe('EURUSD');
    expect(plain.timeframe).toBe('H1');
    expect(plain.extraction?.header).toMatchObject({
      symbol: 'EURUSD',
      timeframe: 'H1',
      symbolSource: 'imagem',
      timeframeSource: 'imagem',
    });
    const overruled = (await analyzeChart(printed, { sector: 'binary', specification: 'GBP/JPY M5' })).result;
    expect(overruled.simbolo).toBe('EURUSD');

    // nothing printed: the specification, then the setting, never an invention
    const bare = await withoutTimeAxis('green-red-btc.png');
    const none = (await analyzeChart(bare, { sector: 'crypto' })).result;
    expect(none.simbolo).toBe('Não identificado');
    expect(none.timeframe).toBe('H4');
    expect(none.plano?.timeframe_assumido).toBe(true);
    expect(none.alertas.join(' ')).toMatch(
      /Timeframe não lido na imagem: assumido H4, o padrão das suas configurações/,
    );
    const picked = (await analyzeChart(bare, { sector: 'crypto', chartTimeframe: 'M15' })).result;
    expect(picked.timeframe).toBe('M15');
    expect(picked.plano?.minutos_por_vela).toBe(15);
    expect(picked.alertas.join(' ')).toMatch(/assumido M15, o que você escolheu na análise/);
    const spec = (
      await analyzeChart(bare, { sector: 'binary', specification: 'EUR/USD M5, procuro reversão' })
    ).result;
    expect(spec.simbolo).toBe('EUR/USD');
    expect(spec.timeframe).toBe('M5');
    expect(spec.extraction?.header?.symbolSource).toBe('especificação');
    expect(spec.alertas.join(' ')).toMatch(/Símbolo não lido na imagem: usado o da sua especificação/);
    expect(['CALL', 'PUT', 'AGUARDAR']).toContain(spec.sinal_entrada);
    expect(spec.tempo_ideal).toMatch(/1 vela \(5 minutos\)/);
    // options: the payout and its break-even, from the trader when the print shows none
    expect(spec.plano).toMatchObject({ payout: 80, payout_fonte: 'configuração', equilibrio: 55.6 });
    const paid = (await analyzeChart(bare, { sector: 'otc', payout: 93 })).result;
    expect(paid.plano).toMatchObject({ payout: 93, equilibrio: 51.8 });

    // the time axis's clock times measure the timeframe where nothing names one (issue 23), and
    // a trader's pick still comes first
    const timed = await chart('green-red-btc.png');
    const measured = (await analyzeChart(timed, { sector: 'crypto' })).result;
    expect(measured.timeframe).toBe('H1');
    expect(measured.extraction?.header?.timeframeSource).toBe('imagem');
    const overridden = (await analyzeChart(timed, { sector: 'crypto', chartTimeframe: 'M15' })).result;
    expect(overridden.timeframe).toBe('M15');
  });

  it('says when prices are relative units and annotates the picture', async () => {
    // the same chart with its price axis cut off
    const noAxis = await sharp(await chart('tv-dark-eurusd.png'))
      .extract({ left: 0, top: 0, width: 1200, height: 720 })
      .png()
      .toBuffer();
    const { result, annotatedPng } = await analyzeChart(noAxis, { sector: 'crypto', annotate: true });
    expect(result.extraction?.priceScale).toBeNull();
    expect(result.preco_entrada).toMatch(/u\.r\./);
    // a stop in pixels is no stop: without an axis the levels are to be defined (issue 13, item 6)
    expect(result.stop_loss).toBe('A definir (escala de preços não lida)');
    expect(result.alertas[0]).toMatch(/unidades relativas/);
    expect(annotatedPng?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('weighs a second print of a higher timeframe, or says why it set it aside (issue 22, item 6)', async () => {
    // the same chart, given as its own higher timeframe (it prints no timeframe to tell them apart)
    const main = await chart('green-red-btc.png');
    const { result } = await analyzeChart(main, { sector: 'crypto', higherTimeframe: main });
    const h = result.plano?.timeframe_maior;
    expect(h?.tendencia).toBe(result.tendencia_atual);
    expect(result.avaliacao?.grupos.map((g) => g.nome)).toContain('Timeframe maior');
    expect(result.plano?.resumo).toContain(h!.texto);
    expect(checkConsistency(result)).toEqual([]);

    // another asset's chart: its prices never reach this one's
    const other = (
      await analyzeChart(main, { sector: 'crypto', higherTimeframe: await chart('tv-light-long.png') })
    ).result;
    expect(other.plano?.timeframe_maior?.texto).toMatch(
      /^Segundo print deixado de lado: os preços do segundo print/,
    );

    const blank = await readFile(new URL('./fixtures/non-charts/blank.png', import.meta.url));
    const set = (await analyzeChart(main, { sector: 'crypto', higherTimeframe: blank })).result;
    expect(set.plano?.timeframe_maior).toMatchObject({ tendencia: null, concorda: null });
    expect(set.plano?.timeframe_maior?.texto).toBe(
      'Segundo print deixado de lado: o segundo print não pôde ser lido (nenhum gráfico de candles encontrado nele).',
    );
    expect(set.avaliacao?.grupos.map((g) => g.nome)).not.toContain('Timeframe maior');
  });
});
