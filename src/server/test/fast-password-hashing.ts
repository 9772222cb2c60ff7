import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../lib/password-hashing';

// scrypt at its smallest cost: still salted and still a real check (a wrong password fails), but
// microseconds instead of better-auth's ~120 ms. Tests only: the app never imports this file.
const cost = { N: 16, r: 1, p: 1 };
const keyBytes = 32;
const prefix = 'test-scrypt';

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = scryptSync(password.normalize('NFKC'), salt, keyBytes, cost).toString('hex');
    return `${prefix}:${salt}:${key}`;
  },
  async verify({ hash, password }) {
    const [kind, salt, key] = hash.split(':');
    if (kind !== prefix || !salt || !key) return false;
    const candidate = scryptSync(password.normalize('NFKC'), salt, keyBytes, cost);
    return timingSafeEqual(candidate, Buffer.from(key, 'hex'));
  },
};
