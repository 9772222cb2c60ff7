/** A rendered pair of prints kept as a verification regression case (written by scripts/verify-pairs/export-fixtures.ts). */
export type PairCase = {
  id: string;
  before: string;
  after: string;
  call: { direction: 'CALL' | 'PUT'; expiry: number };
  /** the true outcome and shift; 'refused' for a print of another series */
  expected: string;
  shift: number | null;
};
