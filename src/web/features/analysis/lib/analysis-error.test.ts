import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AnalysisResponseError, analysisErrorToast } from './analysis-error';

const apiError = (status: number, message: string, code: ApiError['code'] = null) =>
  new ApiError({ status, code, message, fromServer: status !== 0 });

describe('analysis error toasts', () => {
  it('maps cancel, credits and login to the spec texts', () => {
    expect(analysisErrorToast(new DOMException('x', 'AbortError'))).toEqual({
      kind: 'info',
      title: 'Análise cancelada pelo usuário.',
    });
    expect(
      analysisErrorToast(apiError(402, 'Você não possui créditos suficientes!', 'INSUFFICIENT_CREDITS')),
    ).toMatchObject({
      title: 'Créditos insuficientes',
      openPlans: true,
    });
    expect(analysisErrorToast(apiError(401, 'x', 'UNAUTHENTICATED')).title).toBe('Erro de autenticação');
  });

  it('uses the timeout advice, the connection text and the server message', () => {
    expect(analysisErrorToast(apiError(504, 'x', 'TIMEOUT'))).toMatchObject({
      title: 'Análise demorou muito para responder',
      description: 'Tente novamente com uma imagem menor.',
    });
    expect(analysisErrorToast(apiError(0, 'Sem conexão')).title).toBe('Análise falhou: Sem conexão');
    const unreadable =
      'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.';
    expect(analysisErrorToast(apiError(422, unreadable, 'UNPROCESSABLE')).title).toBe(unreadable);
    expect(analysisErrorToast(new AnalysisResponseError('empty')).title).toBe('Resposta vazia da análise');
    expect(analysisErrorToast(new AnalysisResponseError('invalid')).title).toBe(
      'Formato de resposta inválido da análise',
    );
    expect(analysisErrorToast(new Error('boom')).title).toBe('Erro inesperado na análise');
  });
});
