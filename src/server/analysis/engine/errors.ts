/** The engine's single error type; `code` is stable, `message` is pt-BR and safe to show. */
export type ChartReadErrorCode =
  'NOT_AN_IMAGE' | 'TOO_LARGE' | 'NO_CANDLES' | 'TOO_BLURRY' | 'TOO_COSTLY' | 'TIMEOUT' | 'BUSY' | 'INTERNAL';

export const CHART_READ_MESSAGES: Record<ChartReadErrorCode, string> = {
  NOT_AN_IMAGE: 'Arquivo inválido. Envie uma imagem JPG, PNG ou WEBP.',
  TOO_LARGE: 'Arquivo muito grande. Máximo 10MB.',
  NO_CANDLES: 'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
  TOO_BLURRY:
    'O gráfico está pequeno ou borrado demais para uma leitura confiável. Recorte a imagem só na área do gráfico, aproxime o zoom da plataforma ou envie um print maior.',
  TOO_COSTLY:
    'Esta imagem tem texto ou detalhes demais para um print de gráfico e foi recusada sem gastar crédito. Envie só a área do gráfico de candles.',
  TIMEOUT: 'Análise demorou muito para responder',
  BUSY: 'O serviço de análise está ocupado. Tente novamente em alguns segundos.',
  INTERNAL: 'Erro ao analisar o gráfico. Tente novamente.',
};

export class ChartReadError extends Error {
  readonly code: ChartReadErrorCode;

  constructor(code: ChartReadErrorCode, message: string = CHART_READ_MESSAGES[code]) {
    super(message);
    this.name = 'ChartReadError';
    this.code = code;
  }
}

export function isChartReadError(e: unknown): e is ChartReadError {
  return e instanceof ChartReadError;
}
