import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const codeFolders = ['src', 'activities', 'workflows', 'temporal', 'scripts', 'bench', 'test', 'packages'];

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['node_modules', 'dist'].includes(name) ? [] : codeFiles(path);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(name) ? [path] : [];
  });
}

/** The browser parts and the SDK (packages/*) may build with a tool the root installs. */
function workspaceManifests(): string[] {
  const dir = join(root, 'packages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => join(dir, name, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

const code = codeFolders.flatMap((dir) => codeFiles(join(root, dir))).map((file) => readFileSync(file, 'utf8'));
const configs = [
  'eslint.config.mjs',
  'jest.config.js',
  'Dockerfile',
  'scripts/lib.sh',
  'scripts/test.sh',
  'scripts/start.sh',
]
  .map((file) => readFileSync(join(root, file), 'utf8'))
  .concat(Object.values(manifest.scripts))
  .concat(workspaceManifests());
const loads = (name: string) =>
  code.some((text) => new RegExp(`(from |import\\(|require(\\.resolve)?\\()['"]${name}(/[^'"]*)?['"]`).test(text));
const named = (name: string) => configs.some((text) => text.includes(name));
/** Packages another dependency needs beside it (`@swc/core` for `@swc/jest`). */
const peers = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).flatMap((name) => {
  const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    peerDependencies?: object;
  };
  return Object.keys(installed.peerDependencies ?? {});
});
/** `@types/koa__cors` types `@koa/cors`. */
const typedPackage = (types: string) => types.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');

describe('when the dependencies in package.json are checked against the code', () => {
  it('then the code loads every run-time dependency', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => !loads(name) && !named(name))).toEqual([]);
  });

  it('then every @types package types a package the project has (or Node and Jest)', () => {
    const packages = { ...manifest.dependencies, ...manifest.devDependencies };
    const types = Object.keys(manifest.devDependencies).filter((name) => name.startsWith('@types/'));
    const orphans = types.filter(
      (name) => !['node', 'jest'].includes(typedPackage(name)) && !(typedPackage(name) in packages),
    );
    expect(orphans).toEqual([]);
  });

  it('then every development tool is loaded by the code or named by a script or configuration', () => {
    const tools = Object.keys(manifest.devDependencies).filter((name) => !name.startsWith('@types/'));
    expect(tools.filter((name) => !loads(name) && !named(name) && !peers.includes(name))).toEqual([]);
  });
});
