import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppRoute } from '../../shared/app-routes';

// The server answers 404 for addresses outside shared/app-routes.ts (issue 26, item 7): every
// page of the router must be listed there, or it would be served with a 404 status.
describe('the router and shared/app-routes.ts', () => {
  it('list the same pages', () => {
    const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      if (path === '*') continue;
      const concrete = path.replace(/:[^/]+/g, 'x');
      const listed = path.startsWith('/')
        ? isAppRoute(concrete)
        : isAppRoute(`/dashboard/${concrete}`) || isAppRoute(`/admin/${concrete}`);
      expect(listed, path).toBe(true);
    }
  });
});
