import sharp from 'sharp';
import { z } from 'zod';
import { annotateResult, decodeImage, normalizeResult, type AnalyzeOutput } from '../../../analysis/engine';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { AnalysisFailure, type AnalysisProvider } from './analysis-provider';
import { groundInPlan } from './ground-in-plan';
import { groundingFacts, systemPrompt } from './openai-prompt';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The local engine: it measures the candles the model is grounded in and draws the annotation. */
  local: AnalysisProvider;
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }).optional() }))
    .min(1),
});

async function imageDataUrl(image: Buffer): Promise<string> {
  // Vision models downscale anyway; a bounded JPEG keeps the request small and fast.
  const jpeg = await sharp(image)
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function parseJsonObject(content: string): Record<string, unknown> {
  // Some compatible servers wrap JSON in a Markdown fence despite response_format.
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw new AnalysisFailure('invalid_format', m.invalidFormat);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AnalysisFailure('invalid_format', m.invalidFormat);
  return parsed as Record<string, unknown>;
}

function upstreamFailure(status: number): AnalysisFailure {
  if (status === 401 || status === 403)
    return new AnalysisFailure('upstream', m.failed('credenciais do provedor de IA recusadas'));
  if (status === 429)
    return new AnalysisFailure('upstream', m.failed('limite de uso do provedor de IA atingido'));
  return new AnalysisFailure('upstream', m.failed(`o provedor de IA respondeu com erro ${status}`));
}

/**
 * Any OpenAI-compatible chat-completions endpoint with image input. The answer is validated,
 * normalised and consistency-checked by the same code as the local engine's.
 */
export function createOpenAiProvider(options: OpenAiOptions): AnalysisProvider {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    name: 'openai',
    model: options.model,
    async analyze(image, request) {
      const started = performance.now();
      const local = await options.local.analyze(image, request);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = AbortSignal.any([request.signal, timeout]);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          signal,
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: systemPrompt(request.sector) },
              {
                role: 'user',
                content: [
                  { type: 'text', text: groundingFacts(local.result, request.specification ?? '') },
                  { type: 'image_url', image_url: { url: await imageDataUrl(image), detail: 'high' } },
                ],
              },
            ],
          }),
        });
      } catch (error) {
        if (timeout.aborted) throw new AnalysisFailure('timeout', m.timeout);
        if (request.signal.aborted) throw new AnalysisFailure('unexpected', m.cancelled);
        throw new AnalysisFailure(
          'upstream',
          m.failed(error instanceof Error ? 'sem conexão com o provedor de IA' : m.unexpected),
        );
      }
      if (!response.ok) throw upstreamFailure(response.status);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        if (timeout.aborted) throw new AnalysisFailure('timeout', m.timeout);
        throw new AnalysisFailure('invalid_format', m.invalidFormat);
      }
      const completion = completionSchema.safeParse(body);
      if (!completion.success) throw new AnalysisFailure('invalid_format', m.invalidFormat);
      const content = completion.data.choices[0]?.message?.content;
      if (!content || !content.trim()) throw new AnalysisFailure('empty', m.emptyResponse);
      const answer = groundInPlan(parseJsonObject(content), local.result, request.sector);
      const result = normalizeResult(
        // the assessment (rule, record, basis) belongs to the local engine's decision, never to the model's
        {
          ...answer,
          avaliacao: undefined,
          extraction: local.result.extraction,
          metadata: { model: options.model },
        },
        {
          sector: request.sector,
          model: options.model,
          analysisTime: Math.round(performance.now() - started),
        },
      );
      // the picture shows the result the user sees (the model's signal), not the local engine's
      const annotatedPng = await annotateResult(await decodeImage(image), result);
      result.metadata.analysis_time = Math.round(performance.now() - started);
      return { result, annotatedPng } satisfies AnalyzeOutput;
    },
    warm: () => options.local.warm?.() ?? Promise.resolve(),
    close: () => options.local.close(),
  };
}
