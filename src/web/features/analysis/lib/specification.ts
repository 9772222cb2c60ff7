import { countWords, maxSpecificationChars, maxSpecificationWords } from '../../../../shared/analyses';

export { countWords };

/** The word counter turns red above this many words (SPEC.md section 9). */
export const wordWarningAbove = 80;

export interface LimitedSpecification {
  text: string;
  /** True when words past the 100th were dropped (the caller shows 'Máximo de 100 palavras permitidas'). */
  tooManyWords: boolean;
}

/**
 * Applies the hard limits to what the user typed or pasted: at most 100 words (extra words are
 * dropped, whitespace kept so typing feels normal) and at most 500 characters.
 */
export function limitSpecification(input: string): LimitedSpecification {
  let text = input;
  let tooManyWords = false;
  if (countWords(text) > maxSpecificationWords) {
    tooManyWords = true;
    const tokens = text.match(/\s*\S+/g) ?? [];
    text = tokens.slice(0, maxSpecificationWords).join('');
  }
  if (text.length > maxSpecificationChars) text = text.slice(0, maxSpecificationChars);
  return { text, tooManyWords };
}
