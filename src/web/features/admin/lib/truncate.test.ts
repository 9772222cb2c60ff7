import { describe, expect, it } from 'vitest';
import { adminName, detailsText, truncate } from './truncate';

describe('truncations of SPEC.md section 9', () => {
  it('cuts with an ellipsis only when the text is longer', () => {
    expect(truncate('cs_test_a1b2c3d4e5f6g7h8i9', 20)).toBe('cs_test_a1b2c3d4e5f6...');
    expect(truncate('short', 20)).toBe('short');
    expect(truncate('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('shows details in words cut at 50 characters, or N/A', () => {
    expect(detailsText({ credits_added: 50 })).toBe('+50 créditos');
    const long = detailsText({ old_plan: 'free', new_plan: 'vtx_lifetime', note: 'a long explanation here' });
    expect(long).toHaveLength(53);
    expect(long.endsWith('...')).toBe(true);
    expect(detailsText({})).toBe('N/A');
    expect(detailsText(null)).toBe('N/A');
  });

  it('names the admin by username, else by id prefix, else Sistema', () => {
    expect(adminName({ admin_username: 'admin', admin_id: 'abcdefghijkl' })).toBe('admin');
    expect(adminName({ admin_username: null, admin_id: 'abcdefghijkl' })).toBe('abcdefgh...');
    expect(adminName({ admin_username: null, admin_id: null })).toBe('Sistema');
  });
});
