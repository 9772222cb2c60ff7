import { describe, expect, it } from 'vitest';
import { actionLabel, actionTone } from './log-action';

describe('log action styling (SPEC.md section 4)', () => {
  it('colours login green, add_credits blue, block_user and failed_login red, others grey', () => {
    expect(actionTone('login')).toBe('green');
    expect(actionTone('add_credits')).toBe('blue');
    expect(actionTone('block_user')).toBe('red');
    expect(actionTone('failed_login')).toBe('red');
    expect(actionTone('change_plan')).toBe('grey');
    expect(actionTone('whatever')).toBe('grey');
  });

  it('compares action names case-insensitively', () => {
    expect(actionTone('LOGIN')).toBe('green');
    expect(actionTone('Add_Credits')).toBe('blue');
    expect(actionLabel('CONFIRM_PIX')).toBe('PIX confirmado');
    expect(actionLabel('custom_thing')).toBe('custom_thing');
  });
});
