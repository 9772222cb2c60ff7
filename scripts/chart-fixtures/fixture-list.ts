import type { FixtureSpec } from './fixture-spec';
import { LAYOUT_FIXTURES } from './fixtures-layouts';
import { LIBRARY_FIXTURES } from './fixtures-libraries';
import { LWC_FIXTURES } from './fixtures-lightweight';
import { PLAIN_FIXTURES } from './fixtures-plain';

export type { FixtureSpec } from './fixture-spec';

/** Every generated chart, from every renderer, in generation order. */
export const FIXTURES: FixtureSpec[] = [
  ...LWC_FIXTURES,
  ...LIBRARY_FIXTURES,
  ...LAYOUT_FIXTURES,
  ...PLAIN_FIXTURES,
];
