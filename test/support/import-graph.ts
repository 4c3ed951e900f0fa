import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { repositoryPath } from './sql-references';

const IMPORTS = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

/**
 * The repository file a relative import names (`./x` → `./x.ts` or `./x/index.ts`; an ES module's `./x.js` →
 * `./x.ts`); undefined for a package.
 */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const typeScriptOfJs = base.replace(/\.js$/, '.ts');
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), typeScriptOfJs].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found && repositoryPath(found);
}

/** Each file's relative imports (type-only ones too: they couple the folders as much), as repository paths. */
export function importsOf(files: string[]): Array<{ from: string; to: string }> {
  return files.flatMap((file) => {
    const from = repositoryPath(file);
    return [...readFileSync(file, 'utf8').matchAll(IMPORTS)].flatMap((match) => {
      const to = resolveImport(file, match[1]);
      return to ? [{ from, to }] : [];
    });
  });
}

/** The pairs of units that import each other, as `a <-> b` with a before b. */
export function mutualImports(edges: Array<{ from: string; to: string }>): string[] {
  const pairs = new Set(edges.filter(({ from, to }) => from !== to).map(({ from, to }) => `${from} -> ${to}`));
  return [...pairs]
    .map((pair) => pair.split(' -> '))
    .filter(([from, to]) => from < to && pairs.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

/**
 * The import circles: each group of two or more files that reach each other through imports (a strongly connected
 * component of the graph, Tarjan's algorithm), as the group's files in order, with a file importing itself alone.
 */
export function importCycles(edges: Array<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(to)!));
      } else if (stack.includes(to)) lowest.set(file, Math.min(lowest.get(file)!, index.get(to)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || next.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
