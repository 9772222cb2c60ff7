import { describe, expect, it } from 'vitest';
import { countWords, limitSpecification } from './specification';

describe('specification limits', () => {
  it('counts words across any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' um  dois\ntrês\t')).toBe(3);
  });

  it('keeps text within 100 words and 500 characters', () => {
    expect(limitSpecification('tendência de alta ')).toEqual({
      text: 'tendência de alta ',
      tooManyWords: false,
    });
    const hundred = Array.from({ length: 100 }, () => 'a').join(' ');
    expect(limitSpecification(hundred)).toEqual({ text: hundred, tooManyWords: false });
    expect(limitSpecification(`${hundred} b`)).toEqual({ text: hundred, tooManyWords: true });
    expect(limitSpecification(`${hundred} `).tooManyWords).toBe(false);
    const long = 'x'.repeat(600);
    expect(limitSpecification(long).text).toHaveLength(500);
  });
});
