import type { Database } from './database';
import { AppError } from './app-error';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateRule } from './rate-limit';

export interface LoginThrottleRules {
  /** Failures from one address, whatever the account: a password spray. */
  perAddress: RateRule;
  /** Failures from one address on one account: guessing that account's password. */
  perAddressAndAccount: RateRule;
}

/**
 * Counts failed logins per address and per (address, account), never per account alone: a
 * limit on the account would let anyone lock its owner out from everywhere by failing on purpose.
 * Only failures count, and a success clears that address's count for the account.
 */
export function createLoginThrottle(options: {
  db: Database;
  /** Keeps the user and admin doors' counters apart. */
  name: string;
  rules: LoginThrottleRules;
  lockedOutMessage: (retryAfterSeconds: number) => string;
}) {
  const { db, name, rules } = options;
  const keys = (ip: string, account: string) => ({
    address: `${name}FailuresByIp:${ip}`,
    pair: `${name}FailuresByIpAndAccount:${ip}:${account.toLowerCase()}`,
  });
  return {
    async assertAllowed(ip: string, account: string): Promise<void> {
      const key = keys(ip, account);
      const states = await Promise.all([
        peekRateLimit(db, key.address, rules.perAddress),
        peekRateLimit(db, key.pair, rules.perAddressAndAccount),
      ]);
      const retryAfter = Math.max(...states.map((state) => state.retryAfterSeconds));
      if (states.some((state) => !state.allowed)) {
        throw new AppError('RATE_LIMITED', options.lockedOutMessage(retryAfter), undefined, retryAfter);
      }
    },
    async recordFailure(ip: string, account: string): Promise<void> {
      const key = keys(ip, account);
      await hitRateLimit(db, key.address, rules.perAddress);
      await hitRateLimit(db, key.pair, rules.perAddressAndAccount);
    },
    async recordSuccess(ip: string, account: string): Promise<void> {
      await clearRateLimit(db, keys(ip, account).pair);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
