import { describe, expect, it } from 'vitest';
import { isAdminPath, shouldTrack } from './paths';

describe('site status helpers', () => {
  it('tracks plain user paths only', () => {
    expect(shouldTrack('/dashboard')).toBe(true);
    expect(shouldTrack('/dashboard/forex')).toBe(true);
    expect(shouldTrack('/admin/users')).toBe(false);
    expect(shouldTrack('/checkout/sandbox/abc123')).toBe(false);
    expect(shouldTrack('/caminho com espaço')).toBe(false);
  });

  it('keeps the back office out of the maintenance screen', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/settings')).toBe(true);
    expect(isAdminPath('/administrador')).toBe(false);
    expect(isAdminPath('/dashboard')).toBe(false);
  });
});
