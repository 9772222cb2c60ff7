import { createVerifyThread, type VerifyThread } from '../../analysis/engine';
import type { Database } from '../../lib/database';
import { verifyFromLaterAnalysis } from './verification.service';

type Done = Parameters<typeof verifyFromLaterAnalysis>[1];

export type VerificationRunner = {
  /** compares prints off the event loop (its own worker thread) */
  checks: VerifyThread;
  /** checks the user's earlier calls against a new analysis; never fails */
  afterAnalysis(done: Done): Promise<number>;
  /** waits for the checks under way, then stops the thread */
  close(): Promise<void>;
};

/**
 * Where the verification's work runs. Matching two prints costs 5–20 ms per call, and after each
 * analysis up to ten earlier ones are checked: on the event loop that held every other request
 * for up to about 70 ms (bench:load). The check after an analysis also runs beside its answer,
 * not before it: the trader waits for the reading, not for the bookkeeping. Closing waits for the
 * checks under way, so no outcome is written into a database being shut.
 */
export function createVerificationRunner(deps: { db: Database }): VerificationRunner {
  const checks = createVerifyThread();
  const running = new Set<Promise<unknown>>();
  return {
    checks,
    afterAnalysis(done) {
      // best effort: a failed check leaves the calls to the trader's "Conferir resultado"
      const check = verifyFromLaterAnalysis({ db: deps.db, checks }, done)
        .catch(() => 0)
        .finally(() => running.delete(check));
      running.add(check);
      return check;
    },
    async close() {
      await Promise.allSettled([...running]);
      await checks.close();
    },
  };
}
