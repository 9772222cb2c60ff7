import { describe, expect, it } from 'vitest';
import { annotationTextLegible } from './font-check';

describe('annotationTextLegible', () => {
  // The test machines install DejaVu (README, .ci/run); a box without fonts fails here, as it
  // would print empty boxes on every annotated chart.
  it('finds a real font for the annotated labels', async () => {
    expect(await annotationTextLegible()).toBe(true);
  });
});
