import { chartAnalysisSchema, type ChartAnalysis } from '../../../../shared/analysis';
import { callsOf, type CommittedCall } from './calls-of';
import { printSeriesOf } from './print-series';
import { verifyCalls, type VerifyOutcome } from './verify-call';

/**
 * A later print checked against earlier analyses of the user: after every analysis (the user's
 * recent analyses of the same chart) and on "Conferir resultado" (one analysis). The stored
 * results come in as the database holds them, so that parsing them, too, happens here, in the
 * verification thread, and not on the server's event loop.
 */
export type EarlierAnalysis = {
  id: string;
  /** the stored result, not yet validated */
  result: unknown;
  /** call keys already settled: not checked again */
  settled: string[];
};

export type CheckEarlierInput = { later: Pick<ChartAnalysis, 'extraction'>; earlier: EarlierAnalysis[] };

export type EarlierChecked = {
  id: string;
  /** false: the stored result no longer parses or holds no candles to compare */
  readable: boolean;
  verified: Array<{ committed: CommittedCall; outcome: VerifyOutcome }>;
};

export type CheckEarlierOutput = {
  /** false: the later print holds no candles to compare; nothing was checked */
  laterReadable: boolean;
  checked: EarlierChecked[];
};

export function checkEarlierAnalyses(input: CheckEarlierInput): CheckEarlierOutput {
  const after = printSeriesOf(input.later);
  if (!after) return { laterReadable: false, checked: [] };
  const checked = input.earlier.map((e): EarlierChecked => {
    const parsed = chartAnalysisSchema.safeParse(e.result);
    const before = parsed.success ? printSeriesOf(parsed.data) : null;
    if (!parsed.success || !before) return { id: e.id, readable: false, verified: [] };
    const open = callsOf(parsed.data).filter((c) => !e.settled.includes(c.key));
    const outcomes = verifyCalls(
      before,
      after,
      open.map((c) => c.call),
    );
    return {
      id: e.id,
      readable: true,
      verified: open.map((committed, i) => ({ committed, outcome: outcomes[i]! })),
    };
  });
  return { laterReadable: true, checked };
}
