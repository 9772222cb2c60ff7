import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * Which feature imports which, read from the source, and the circles in that graph. A circle
 * between features means neither can be understood, tested or changed alone; the repository's
 * architecture test fails on any.
 */

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

/** `from` feature imports `to` feature, first seen in `file` through `specifier`. */
export interface FeatureEdge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

// Static imports and re-exports (`import x from`, `import type`, `export … from`), bare imports
// (`import './x'`) and dynamic imports (`import('./x')`).
const importPattern =
  /(?:^|[;\s])(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[;\s])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The feature a repository path belongs to, under `featuresDir` (e.g. src/server/features). */
export function featureOf(path: string, featuresDir: string): string | null {
  const prefix = `${featuresDir}/`;
  if (!path.startsWith(prefix)) return null;
  // A path to the folder itself (`../credits`) means its index.ts.
  return path.slice(prefix.length).split('/')[0] || null;
}

/** Every edge between two different features of one features folder (relative imports only). */
export function featureEdges(files: SourceFile[], featuresDir: string): FeatureEdge[] {
  const edges = new Map<string, FeatureEdge>();
  for (const file of files) {
    const from = featureOf(file.path, featuresDir);
    if (!from) continue;
    for (const specifier of importSpecifiers(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file.path), specifier).split(sep).join('/');
      const to = featureOf(target, featuresDir);
      if (!to || to === from) continue;
      const key = `${from}->${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, file: file.path, specifier });
    }
  }
  return [...edges.values()];
}

/** Each circle once, as the list of features it passes through (Tarjan's strongly connected parts). */
export function featureCycles(edges: FeatureEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const nodes = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort();
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(target)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) cycles.push(part.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The production source of a folder: tests and their support files are left out, since they wire
 * features together the way the app does (an analysis test may sign an admin in).
 */
export function readSources(root: string, dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test-support' && entry.name !== 'fixtures') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.ts$/.test(entry.name)) {
        files.push({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(resolve(root, dir));
  return files;
}
