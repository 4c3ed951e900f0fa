import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { repositoryPath } from './sql-references';

const IMPORTS = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

/** The repository file a relative import names (`./x` → `./x.ts` or `./x/index.ts`); undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
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
