import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles, featureEdges, importSpecifiers, readSources } from './feature-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the feature graph', () => {
  it('reads static, type, re-export, bare and dynamic imports, over several lines', () => {
    const text = [
      "import { a } from '../x';",
      "import type {\n  B,\n  C,\n} from '../y';",
      "export { d } from './z';",
      "import '../side-effect';",
      "const page = await import('../lazy/page');",
      "const text = 'not from here';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['../x', '../y', './z', '../side-effect', '../lazy/page']);
  });

  it('finds a circle through three features and none in a chain', () => {
    const files = [
      { path: 'f/auth/session.ts', text: "import { x } from '../credits';" },
      { path: 'f/credits/routes.ts', text: "import { y } from '../settings/index';" },
      { path: 'f/settings/routes.ts', text: "import { z } from '../auth';" },
      { path: 'f/market/market.ts', text: "import { w } from '../settings';" },
    ];
    expect(featureCycles(featureEdges(files, 'f'))).toEqual([['auth', 'credits', 'settings']]);
    expect(featureCycles(featureEdges(files.slice(0, 2), 'f'))).toEqual([]);
  });

  it.each(['src/server/features', 'src/web/features'])('has no circle between features in %s', (dir) => {
    const edges = featureEdges(readSources(root, dir), dir);
    const cycles = featureCycles(edges);
    // On failure, name the imports that close each circle.
    const culprits = cycles.map((cycle) =>
      edges
        .filter((edge) => cycle.includes(edge.from) && cycle.includes(edge.to))
        .map((edge) => `${edge.file} imports ${edge.specifier}`),
    );
    expect(culprits).toEqual([]);
    // The reader did see the imports between features (an empty graph has no circle either).
    expect(edges.length).toBeGreaterThan(0);
  });
});
