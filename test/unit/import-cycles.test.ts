import { importCycles, importsOf } from '../support/import-graph';
import { sourceFiles } from '../support/sql-references';

/**
 * No import circles between files (issue 50): every relative import, type-only ones too, of the service (src,
 * activities, workflows, temporal), its scripts, benchmarks and tests, and every workspace package's sources. A
 * circle is a group of files that reach each other through imports, however long the way round.
 */
const FOLDERS = ['src', 'activities', 'workflows', 'temporal', 'scripts', 'bench', 'test', 'packages'];

describe('when the imports of the service and the packages are drawn as a graph', () => {
  it('then no file reaches itself through its imports', () => {
    expect(importCycles(importsOf(sourceFiles(...FOLDERS)))).toEqual([]);
  });

  it('then a circle of any length is found, and a file importing itself (the check can fail)', () => {
    const edges = [
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
      { from: 'e.ts', to: 'e.ts' },
    ];
    expect(importCycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
