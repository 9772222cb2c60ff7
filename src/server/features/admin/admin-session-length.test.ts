import { describe, expect, it } from 'vitest';
import { adminSessionHours } from '../../../shared/admin';
import { adminSessionSeconds } from './admin-auth';

// The admin login page states the session's length (issue 26, item 6): it must be the real one.
describe('the stated admin session length', () => {
  it('is the length the server enforces', () => {
    expect(adminSessionHours * 60 * 60).toBe(adminSessionSeconds);
  });
});
