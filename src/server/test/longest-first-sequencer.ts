import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order Vitest hands files to its two workers. Each worker takes the next file when it is
 * done, so the run ends when the last long file ends: started last, one 35-second file leaves the
 * other worker idle for most of that time. Longest first lets the many short files fill in at the
 * end and both workers finish together.
 *
 * Vitest orders by the durations it recorded in an earlier run (node_modules/.vite), which a
 * fresh clone does not have; then it falls back to file size, and the longest files here are
 * short ones that start processes or engine threads. So the files known to be long are listed
 * with their time, and a duration Vitest recorded in this checkout, when there is one, wins.
 */

/**
 * Seconds per file on the quiet 2-core box in a whole run (measured at 1d1213c, 05:48 UTC); the
 * three files made cheaper since are scaled by the CPU time they lost, measured alone. Only the
 * order matters: a file missing here runs after these, larger files first.
 */
const KNOWN_SECONDS: Record<string, number> = {
  // 37 s at f8c13ff; one pool for the file instead of four: 43.2 -> 24.7 s of CPU alone
  'src/server/analysis/engine/pool.test.ts': 21,
  'src/server/security/multi-process.test.ts': 21,
  'src/server/security/crash-safety.test.ts': 17,
  'src/server/analysis/engine/fixtures.test.ts': 15,
  'src/server/features/analysis/providers/openai-provider.test.ts': 14,
  'src/server/features/analysis/queue/queued-analysis.test.ts': 11.4,
  'src/server/features/admin/admin.test.ts': 10.7,
  // with pool-priority.test's case on its pool since 09:40 UTC: 27.6 -> 30.8 s of CPU alone
  'src/server/security/analysis-scheduling.test.ts': 16,
  'src/server/features/analysis/real-engine.test.ts': 9.5,
  'src/server/analysis/engine/analyze-chart.test.ts': 9.2,
  'src/server/analysis/engine/accuracy/real-charts.test.ts': 9,
  'src/server/security/login-throttle.test.ts': 8,
  'src/server/features/verification/verification.test.ts': 8,
  'src/server/analysis/engine/verify/pairs.test.ts': 7.7,
  'src/server/analysis/engine/verify/cli.test.ts': 7.6,
  'src/server/security/bad-input.test.ts': 7.6,
  'src/server/features/payments/payments.test.ts': 7,
  'src/server/features/admin/system-status.test.ts': 6.9,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const recorded = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return recorded ? recorded.duration / 1000 : (KNOWN_SECONDS[path] ?? 0);
    };
    // Vitest's own order (failed first, then larger files) decides among files of equal weight.
    const ranked = (await super.sort(files)).map((spec, index) => ({ spec, index, seconds: seconds(spec) }));
    ranked.sort((a, b) => b.seconds - a.seconds || a.index - b.index);
    return ranked.map(({ spec }) => spec);
  }
}
