import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { analysisHistory, user } from '../../../db/schema';
import { registerUser } from '../../../test/http';
import { createStubAnalysisProvider, recordedEngineOutput } from '../../../test/stub-analysis-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postAnalysis, startCancellableAnalysis } from '../test-support';
import { createOpenAiProvider } from './openai-provider';
import { checkConsistency } from '../../../analysis/engine';

type Behaviour =
  | { kind: 'answer'; content: string | null }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'slow'; delayMs: number };

/** A local server speaking the chat-completions protocol, with a behaviour chosen per test. */
async function startFakeCompletions() {
  const state: {
    behaviour: Behaviour;
    requests: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  } = {
    behaviour: { kind: 'answer', content: '{}' },
    requests: [],
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      state.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      const behaviour = state.behaviour;
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (behaviour.kind === 'status') {
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"boom"}}');
      } else if (behaviour.kind === 'raw') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
      } else if (behaviour.kind === 'slow') {
        setTimeout(() => res.writeHead(200).end('{}'), behaviour.delayMs).unref();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            model: 'vision-test',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.content } },
            ],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('OpenAI-compatible analysis provider (through POST /api/analyses)', () => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeCompletions>>;

  beforeAll(async () => {
    fake = await startFakeCompletions();
    // On a fresh clone the stub records its engine output first (seconds of OCR): here, not in a request.
    await recordedEngineOutput();
    const provider = createOpenAiProvider({
      baseUrl: fake.url,
      apiKey: 'sk-local-test',
      model: 'vision-test',
      timeoutMs: 1500,
      // The local reading the model is grounded in: the stub's recorded engine output.
      local: createStubAnalysisProvider(),
    });
    app = await createTestApp('pglite', { ANALYSIS_TIMEOUT_MS: '20000' }, { analysisProvider: provider });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.state.requests.length = 0;
  });

  async function creditsOf(id: string) {
    const [row] = await app.db.select().from(user).where(eq(user.id, id));
    return row!.credits;
  }

  it('sends the image with the measured facts and normalises a good answer', async () => {
    fake.state.behaviour = {
      kind: 'answer',
      content: JSON.stringify({
        simbolo: 'EUR/USD',
        sinal_entrada: 'buy',
        tendencia_atual: 'BAIXA',
        probabilidade: 0.72,
        forca_tendencia: 64,
        justificativa: 'Rompimento da resistência com engolfo de alta.',
        padroes_identificados: ['Engolfo de Alta'],
      }),
    };
    const { client, user: buyer } = await registerUser(app);
    const response = await postAnalysis(client, { sector: 'forex', specification: 'EUR/USD M5' });
    expect(response.statusCode).toBe(200);
    const result = response.json().analysis.result;
    expect(result.simbolo).toBe('EUR/USD');
    // issue 22: the measured plan decides whether there is a trade. The model's buy stands only
    // where the engine's numbers make the same call (with the measured probability and prices);
    // otherwise it becomes AGUARDAR and says why
    expect(result.plano.gatilhos.length).toBeGreaterThan(0);
    if (result.sinal_entrada === 'COMPRA') {
      expect(result.probabilidade).toBeGreaterThanOrEqual(50);
      expect(result.plano.risco_retorno).toBeGreaterThanOrEqual(1.5);
    } else {
      expect(result.sinal_entrada).toBe('AGUARDAR');
      expect(result.alertas[0]).toMatch(
        /^O modelo de visão sugeriu COMPRA, mas os números medidos não sustentam essa entrada: /,
      );
      expect(result.armadilha_possivel).toBe(false);
    }
    expect(checkConsistency(result)).toEqual([]);
    // the trend shown is the one the engine measured, not the model's
    expect(result.tendencia_atual).toBe(result.extraction.trend.label);
    expect(result.forca_sinal).toBe(Math.round((result.forca_tendencia + result.probabilidade) / 2));
    expect(result.avaliacao).toBeUndefined();
    expect(result.metadata.model).toBe('vision-test');
    expect(result.extraction.candles.length).toBeGreaterThan(10);
    expect(response.json().analysis.imageUrl).toMatch(/\/image$/);

    const sent = fake.state.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-local-test');
    expect(sent.body).toMatchObject({ model: 'vision-test', response_format: { type: 'json_object' } });
    const userContent = (sent.body.messages as Array<{ role: string; content: unknown }>)[1]!
      .content as Array<{
      type: string;
      text?: string;
      image_url?: { url: string };
    }>;
    expect(userContent[0]!.text).toContain('medicao_local');
    expect(userContent[0]!.text).toContain('EUR/USD M5');
    expect(userContent[1]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(await creditsOf(buyer.id)).toBe(buyer.credits - 1);
  });

  it('fills missing fields with the spec defaults, and takes prices and expiry from the measured plan', async () => {
    fake.state.behaviour = { kind: 'answer', content: '{"sinal_entrada":"AGUARDAR"}' };
    const { client } = await registerUser(app);
    const response = await postAnalysis(client, { sector: 'binary' });
    expect(response.statusCode).toBe(200);
    const result = response.json().analysis.result;
    expect(result).toMatchObject({
      sinal_entrada: 'AGUARDAR',
      contexto_mercado: 'Neutro',
      volume_analise: 'Normal',
      probabilidade: 0,
      armadilha_possivel: false,
    });
    // the measured plan (here the stub's recorded reading) gives the wait its first trigger
    expect(result.plano.gatilhos.length).toBeGreaterThan(0);
    expect(result.preco_entrada).toBe(`Sem entrada agora; gatilho: ${result.plano.gatilhos[0].condicao}`);
  });

  it('makes an unrecognised model signal AGUARDAR with an alert, not a buy', async () => {
    fake.state.behaviour = { kind: 'answer', content: '{"sinal_entrada":"talvez suba","probabilidade":80}' };
    const { client } = await registerUser(app);
    const response = await postAnalysis(client, { sector: 'binary' });
    expect(response.statusCode).toBe(200);
    const result = response.json().analysis.result;
    expect(result.sinal_entrada).toBe('AGUARDAR');
    expect(result.alertas[0]).toBe(
      'Sinal não reconhecido na resposta do modelo ("talvez suba"): tratado como AGUARDAR.',
    );
  });

  it('refunds the credit when the user cancels (closes the request) mid-analysis', async () => {
    fake.state.behaviour = { kind: 'slow', delayMs: 4000 };
    const { client, user: buyer } = await registerUser(app);
    const upload = await startCancellableAnalysis(app, client, { sector: 'crypto' });
    // Wait until the credit has been taken, then cancel like the 'Cancelar' button does.
    for (let i = 0; i < 100 && (await creditsOf(buyer.id)) === buyer.credits; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await creditsOf(buyer.id)).toBe(buyer.credits - 1);
    upload.cancel();
    await expect(upload.response).rejects.toThrow();
    for (let i = 0; i < 100 && (await creditsOf(buyer.id)) !== buyer.credits; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await creditsOf(buyer.id)).toBe(buyer.credits);
    const [row] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.userId, buyer.id));
    expect(row).toMatchObject({ status: 'cancelled', errorMessage: m.cancelled });
  });

  it.each([
    ['malformed JSON content', { kind: 'answer', content: 'isto não é JSON' }, 502, m.invalidFormat],
    ['a JSON array', { kind: 'answer', content: '[1,2]' }, 502, m.invalidFormat],
    ['empty content', { kind: 'answer', content: '' }, 502, m.emptyResponse],
    ['null content', { kind: 'answer', content: null }, 502, m.emptyResponse],
    ['a body that is not a completion', { kind: 'raw', body: '{"ok":true}' }, 502, m.invalidFormat],
    ['a body that is not JSON', { kind: 'raw', body: '<html>' }, 502, m.invalidFormat],
    ['HTTP 500', { kind: 'status', status: 500 }, 502, m.failed('o provedor de IA respondeu com erro 500')],
    ['HTTP 401', { kind: 'status', status: 401 }, 502, m.failed('credenciais do provedor de IA recusadas')],
    ['a slow answer', { kind: 'slow', delayMs: 5000 }, 504, m.timeout],
  ] as const)(
    'maps %s to a pt-BR error and refunds the credit',
    async (_name, behaviour, status, message) => {
      fake.state.behaviour = behaviour as Behaviour;
      const { client, user: buyer } = await registerUser(app);
      const response = await postAnalysis(client);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await creditsOf(buyer.id)).toBe(buyer.credits);
    },
  );
});
