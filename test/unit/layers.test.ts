import { readFileSync } from 'node:fs';
import { importsOf, mutualImports } from '../support/import-graph';
import { sourceFiles } from '../support/sql-references';

/**
 * The layers of issue 27, lowest first: a file may import its own layer or a lower one, never a higher one.
 * Folders not named here are domains, so a new domain folder (src/imports, src/exports, …) needs no change.
 */
const LAYERS = ['shared', 'db', 'domain', 'orchestration', 'adapter', 'entry'] as const;
type Layer = (typeof LAYERS)[number];
const NAMED: Record<string, Layer> = {
  'src/shared': 'shared',
  'src/config.ts': 'shared',
  'src/logger.ts': 'shared',
  // The tracing hooks the logger reads: a registry with no imports, set by src/tracing/sdk.ts when tracing is on.
  'src/tracing/tracing.ts': 'shared',
  'src/db': 'db',
  'src/checkout': 'orchestration',
  'src/orders': 'orchestration',
  // An export reads through the list services of several domains (orders, catalogue, customers).
  'src/exports': 'orchestration',
  'src/returns': 'orchestration',
  // An order edit prices and rewrites an order (orders, catalogue, pricing, discounts, payment links).
  'src/order-edits': 'orchestration',
  // A draft order becomes an order (orders, cart quotes, catalogue, payment links).
  'src/draft-orders': 'orchestration',
  // A subscription's renewal makes an order (orders, cart quotes, catalogue, payments).
  'src/subscriptions': 'orchestration',
  // The search box reads through the list services of orders, customers and the catalogue.
  'src/search': 'orchestration',
  'src/http': 'adapter',
  'src/temporal': 'adapter',
  // The file storage's adapters (S3, a folder) behind src/shared/file-storage.port.ts.
  'src/files': 'adapter',
  activities: 'adapter',
  workflows: 'adapter',
  'src/server.ts': 'entry',
  'src/worker.ts': 'entry',
  'src/app.ts': 'entry',
  // The composition root: the handler registry and the per-operation middleware the app wires into the router.
  'src/composition': 'entry',
  'src/api-processes.ts': 'entry',
  'src/api-node-flags.ts': 'entry',
  'src/start-up-heap-trim.ts': 'entry',
  // The list of every entity, which the entry points hand to the ORM.
  'src/entities.ts': 'entry',
  'src/cli': 'entry',
  'src/worker': 'entry',
  temporal: 'entry',
};

/** The folder a file belongs to for layering and cycles: src/<folder>, a top-level file of src, or a root folder. */
const unitOf = (path: string) => {
  if (path in NAMED) return path;
  const parts = path.split('/');
  return parts[0] === 'src' ? parts.slice(0, 2).join('/') : parts[0];
};
/** A domain folder's HTTP routes and middleware are adapters that live beside the domain they serve. */
const layerOf = (path: string): Layer =>
  /\.(routes|middleware)\.ts$/.test(path) ? 'adapter' : (NAMED[unitOf(path)] ?? 'domain');
const rank = (path: string) => LAYERS.indexOf(layerOf(path));

const edges = importsOf(sourceFiles('src', 'activities', 'workflows', 'temporal'));
/**
 * For mutual imports a domain's routes and middleware count apart from the domain, as the adapter layer they belong to.
 */
const folderOf = (path: string) =>
  layerOf(path) === 'adapter' && /\.(routes|middleware)\.ts$/.test(path) ? `${unitOf(path)} (http)` : unitOf(path);
const folderEdges = edges.map(({ from, to }) => ({ from: folderOf(from), to: folderOf(to) }));

describe('when the imports of the tree are checked against its layers', () => {
  it('then no file imports a layer above its own', () => {
    const upwards = edges.filter(({ from, to }) => rank(to) > rank(from)).map(({ from, to }) => `${from} -> ${to}`);
    expect([...new Set(upwards)].sort()).toEqual([]);
  });

  it('then only the file storage adapters import the AWS SDK, never a domain', () => {
    const sdkUsers = sourceFiles('src', 'activities', 'workflows', 'temporal').filter((file) =>
      /from '@aws-sdk\//.test(readFileSync(file, 'utf8')),
    );
    expect(sdkUsers.length).toBeGreaterThan(0);
    expect(sdkUsers.filter((file) => !file.includes('/src/files/'))).toEqual([]);
  });

  it('then no two folders import each other', () => {
    expect(mutualImports(folderEdges)).toEqual([]);
  });

  it('then no route file imports src/temporal: the composition root hands each its ports', () => {
    const routesOnTemporal = edges
      .filter(({ from, to }) => from.endsWith('.routes.ts') && to.startsWith('src/temporal/'))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(edges.some(({ from }) => from.endsWith('.routes.ts'))).toBe(true);
    expect([...new Set(routesOnTemporal)].sort()).toEqual([]);
  });

  it('then src/http is plumbing: it imports no domain, only the layers below and the generated spec types', () => {
    const plumbing = ['src/http/', 'src/shared/', 'src/db/', 'src/config.ts', 'src/logger.ts', 'src/tracing/'];
    const domainImports = edges
      .filter(({ from }) => from.startsWith('src/http/'))
      .filter(({ to }) => !plumbing.some((allowed) => to.startsWith(allowed)) && !to.includes('/generated/'))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(edges.some(({ from }) => from.startsWith('src/http/'))).toBe(true);
    expect([...new Set(domainImports)].sort()).toEqual([]);
  });

  it('then the check places unknown folders among the domains and finds folders that import each other', () => {
    expect(layerOf('src/imports/imports.service.ts')).toBe('domain');
    expect(rank('src/http/router.ts')).toBeGreaterThan(rank('src/cart/cart.service.ts'));
    expect(layerOf('src/cart/cart.public.routes.ts')).toBe('adapter');
    const edges = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'b', to: 'a' },
    ];
    expect(mutualImports(edges)).toEqual(['a <-> b']);
  });
});
