import type { Sector } from '../../../../shared/analysis';
import { sectorKeywords } from './sector-keywords';

/** SPEC.md section 5: the meter appears from 3 characters; suggestions above 10 and under 30 %. */
export const relevanceMinChars = 3;
export const suggestionsMinChars = 10;
export const suggestionsBelow = 30;

/** Lower case without accents, so 'Tendencia' counts for 'tendência'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function containsTerm(haystack: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Whole words only ('put' must not match 'computador'), allowing plurals ('velas', 'pips').
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(s|es)?(?=$|[^\\p{L}\\p{N}])`, 'u').test(haystack);
}

export function foundKeywords(text: string, sector: Sector): string[] {
  const haystack = normalizeText(text);
  return sectorKeywords[sector].filter((keyword) => containsTerm(haystack, normalizeText(keyword)));
}

/** Share of the sector's keywords found in the text, 0–100. */
export function relevanceScore(text: string, sector: Sector): number {
  const keywords = sectorKeywords[sector];
  return Math.round((foundKeywords(text, sector).length / keywords.length) * 100);
}

export type Tone = 'bull' | 'gold' | 'bear';

/** SPEC.md section 9: above 60 green, above 30 gold, else red. */
export function relevanceTone(score: number): Tone {
  if (score > 60) return 'bull';
  if (score > 30) return 'gold';
  return 'bear';
}

export interface RelevanceView {
  score: number;
  tone: Tone;
  /** Keywords to suggest, empty when the spec says not to suggest. */
  suggestions: string[];
}

/** What the meter shows for a text, or null when the text is too short to judge. */
export function relevanceView(text: string, sector: Sector, maxSuggestions = 4): RelevanceView | null {
  const trimmed = text.trim();
  if (trimmed.length < relevanceMinChars) return null;
  const found = new Set(foundKeywords(trimmed, sector));
  const score = relevanceScore(trimmed, sector);
  const suggestions =
    trimmed.length > suggestionsMinChars && score < suggestionsBelow
      ? sectorKeywords[sector].filter((keyword) => !found.has(keyword)).slice(0, maxSuggestions)
      : [];
  return { score, tone: relevanceTone(score), suggestions };
}
