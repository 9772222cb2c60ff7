import { authMessages as m } from '../../../shared/messages/auth';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { createLoginThrottle } from '../../lib/login-throttle';
import { hitRateLimit, type RateRule } from '../../lib/rate-limit';

// Failed logins: per address to stop sprays across accounts, per address and e-mail to stop
// guessing one password; never per e-mail alone (see lib/login-throttle.ts).
export const loginThrottleRules = {
  perAddress: { max: 30, windowSeconds: 10 * 60 },
  perAddressAndAccount: { max: 8, windowSeconds: 10 * 60 },
};

export function createUserLoginThrottle(db: Database) {
  return createLoginThrottle({
    db,
    name: 'login',
    rules: loginThrottleRules,
    lockedOutMessage: m.loginLockedOut,
  });
}

export const authRateRules = {
  // Households and offices share one IP; 30 sign-ups in 15 minutes still stops a scripted flood.
  registerByIp: { max: 30, windowSeconds: 15 * 60 },
  resetByIp: { max: 10, windowSeconds: 60 * 60 },
  resetByEmail: { max: 3, windowSeconds: 60 * 60 },
  // The reset page asks once per visit; guessing a 24-character token this way is hopeless anyway.
  resetCheckByIp: { max: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export async function enforceAuthRateLimits(
  db: Database,
  checks: Array<{ rule: keyof typeof authRateRules; subject: string }>,
  options: { factor?: number } = {},
): Promise<void> {
  for (const check of checks) {
    const rule = authRateRules[check.rule];
    const scaled = { ...rule, max: rule.max * (options.factor ?? 1) };
    const allowed = await hitRateLimit(db, `${check.rule}:${check.subject}`, scaled);
    if (!allowed) throw new AppError('RATE_LIMITED', m.tooManyAttempts);
  }
}
