import type { Sector } from '../../../../shared/analysis';
import { sectorVocabulary, type VocabularyGroup } from './sector-keywords';

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

function groupFound(haystack: string, group: VocabularyGroup): boolean {
  return (
    group.terms.some((term) => containsTerm(haystack, normalizeText(term))) ||
    (group.patterns ?? []).some((pattern) => pattern.test(haystack))
  );
}

/** The kinds of the sector's vocabulary (asset, timeframe, levels…) the text mentions. */
export function foundGroups(text: string, sector: Sector): string[] {
  const haystack = normalizeText(text);
  return sectorVocabulary[sector].filter((group) => groupFound(haystack, group)).map((group) => group.name);
}

/**
 * Share of the sector's vocabulary kinds the text mentions, 0–100: each kind counts once, so
 * 'EUR/USD no H1, rompimento de resistência com stop e alvo' scores high though it repeats no list.
 */
export function relevanceScore(text: string, sector: Sector): number {
  return Math.round((foundGroups(text, sector).length / sectorVocabulary[sector].length) * 100);
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
  const found = new Set(foundGroups(trimmed, sector));
  const score = relevanceScore(trimmed, sector);
  const suggestions =
    trimmed.length > suggestionsMinChars && score < suggestionsBelow
      ? sectorVocabulary[sector]
          .filter((group) => !found.has(group.name))
          .map((group) => group.suggest)
          .slice(0, maxSuggestions)
      : [];
  return { score, tone: relevanceTone(score), suggestions };
}
