/**
 * How account passwords are hashed and checked. Production always uses better-auth's own scrypt
 * (N = 16384, r = 16: about 120 ms of CPU per hash or check, which is the point). Only the test
 * app passes another one, so that hundreds of sign-ups and logins do not spend half a minute of
 * the suite's CPU in scrypt; see test/fast-password-hashing.ts.
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}
