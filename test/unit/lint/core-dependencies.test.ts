import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// core's parts depend on one another in one direction (docs/architecture.md, Ports, adapters,
// composition): every feature folder may use the ports and the modules at core's root, a feature
// may use another feature, but never one that uses it back, however many folders lie between.
// The lint rule sees one import at a time; these read every import of core with TypeScript's own
// scanner (type imports, re-exports and dynamic imports included).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CORE = join(ROOT, 'functions', 'core');
const PORTS = join(CORE, 'ports');
const SHARED = join(ROOT, 'shared');

/** One import of a core file that leaves its own folder. */
interface CoreImport {
  /** the importing file, from the repository's root */
  readonly file: string;
  readonly specifier: string;
  /** the module imported, absolute and without its extension */
  readonly target: string;
}

function coreFiles(folder = CORE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return coreFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function relativeImports(path: string): CoreImport[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => ({
      file: relative(ROOT, path),
      specifier: fileName,
      target: resolve(dirname(path), fileName.replace(/\.js$/, '')),
    }));
}

/** The part of core a module belongs to: its folder, or the module itself at core's root; null outside core. */
function partOf(module: string): string | null {
  const path = relative(CORE, module);
  if (path.startsWith('..')) return null;
  const [first = '', ...rest] = path.split(sep);
  return rest.length > 0 ? first : first.replace(/\.ts$/, '');
}

/** Which part of core imports which, with the imports that make each edge. */
function partGraph(): Map<string, Map<string, CoreImport[]>> {
  const graph = new Map<string, Map<string, CoreImport[]>>();
  for (const path of coreFiles()) {
    const from = partOf(path);
    for (const found of relativeImports(path)) {
      const to = partOf(found.target);
      if (from === null || to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, CoreImport[]>();
      edges.set(to, [...(edges.get(to) ?? []), found]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** A cycle of parts (the first part repeated at its end), or null when there is none. */
function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[] | null {
  const done = new Set<string>();
  const walk = (part: string, path: string[]): string[] | null => {
    const seenAt = path.indexOf(part);
    if (seenAt >= 0) return [...path.slice(seenAt), part];
    if (done.has(part)) return null;
    for (const next of graph.get(part)?.keys() ?? []) {
      const cycle = walk(next, [...path, part]);
      if (cycle) return cycle;
    }
    done.add(part);
    return null;
  };
  for (const part of graph.keys()) {
    const cycle = walk(part, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("core's dependencies", () => {
  it('form no cycle between the parts of core', () => {
    const graph = partGraph();
    const cycle = findCycle(graph);
    // names each step of the cycle with the imports that make it
    const steps = (cycle ?? []).slice(1).map((to, index) => {
      const from = cycle?.[index] ?? '';
      const imports = graph.get(from)?.get(to) ?? [];
      return `${from} -> ${to}: ${imports.map((found) => `${found.file} imports '${found.specifier}'`).join('; ')}`;
    });
    expect(steps).toEqual([]);
  });

  it('reach no further from the ports than the ports and shared/', () => {
    const outside = coreFiles(PORTS)
      .flatMap(relativeImports)
      .filter(({ target }) => !target.startsWith(PORTS + sep) && !target.startsWith(SHARED + sep))
      .map((found) => `${found.file} imports '${found.specifier}'`);
    expect(outside).toEqual([]);
  });

  it('are read from every folder of core', () => {
    // the walk sees the imports it judges: each folder imports another part of core or is imported by one
    const graph = partGraph();
    const linked = new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])]);
    const folders = readdirSync(CORE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !linked.has(folder))).toEqual([]);
  });
});
