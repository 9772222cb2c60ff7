import { z } from 'zod';
import {
  SECTORS,
  accuracySchema,
  chartAnalysisSchema,
  chartTimeframeSchema,
  payoutSchema,
  timeframeSettingSchema,
} from './analysis';
import { analysisMessages as m } from './messages/analysis';

export const maxImageBytes = 10 * 1024 * 1024;
export const maxSpecificationChars = 500;
export const maxSpecificationWords = 100;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export const specificationSchema = z
  .string()
  .max(maxSpecificationChars, m.specTooLong)
  .refine((text) => countWords(text) <= maxSpecificationWords, m.tooManyWords);

/** The text fields of POST /api/analyses (multipart/form-data; the image goes in the part 'image'). */
export const analysisRequestFieldsSchema = z.object({
  sector: z.enum(SECTORS, { error: m.invalidSector }),
  specification: specificationSchema.default(''),
  timeframe: timeframeSettingSchema.optional(),
  /** the chart's timeframe as the trader picked it on the analysis page (used where the print shows none) */
  chartTimeframe: chartTimeframeSchema.optional(),
  /** options: the trader's payout, percent (used where the print shows none) */
  payout: z.coerce.number({ error: m.invalidPayout }).pipe(payoutSchema).optional(),
  accuracy: accuracySchema.optional(),
});
export type AnalysisRequestFields = z.infer<typeof analysisRequestFieldsSchema>;

export const analysisStatusSchema = z.enum(['running', 'done', 'failed', 'cancelled']);

export const analysisSummarySchema = z.object({
  id: z.string(),
  sector: z.string(),
  status: analysisStatusSchema,
  signal: z.string().nullable(),
  probability: z.number().nullable(),
  /** the plan in one line: a trade's stop and target, an option's expiry or a wait's first trigger */
  plan: z.string().nullable(),
  symbol: z.string().nullable(),
  specification: z.string(),
  favorite: z.boolean(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const analysisDetailSchema = analysisSummarySchema.extend({
  provider: z.string(),
  model: z.string().nullable(),
  durationMs: z.number().nullable(),
  errorMessage: z.string().nullable(),
  result: chartAnalysisSchema.nullable(),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

/** Answer of POST /api/analyses: the analysis plus the balance after it, for the credits badge. */
export const analysisResponseSchema = z.object({
  analysis: analysisDetailSchema,
  credits: z.number().int(),
  charged: z.boolean(),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const analysisListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
