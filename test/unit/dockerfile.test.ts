import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerStages, npmCiOf, stageNamed } from '../support/image-layout';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const stages = dockerStages();
const image = stages[stages.length - 1];
const workspaces = readdirSync(join(root, 'packages')).map((name) => `packages/${name}/package.json`);

/** test/integration/image-layout.test.ts rebuilds the image from these stages: they must stay what it reproduces. */
describe('when the Dockerfile is read as the image-layout check reads it', () => {
  it('then the image copies only from the build stage (dist/) and the production dependencies stage', () => {
    expect(image.name).toBeUndefined();
    expect(image.copies).toEqual([
      {
        from: 'production-dependencies',
        sources: ['/app/package.json', '/app/package-lock.json'],
        destination: './',
      },
      { from: 'production-dependencies', sources: ['/app/node_modules'], destination: './node_modules' },
      { from: 'build', sources: ['/app/dist'], destination: './dist' },
    ]);
  });

  it('then the production dependencies come from the lock files alone, without the workspaces or dev tools', () => {
    const dependencies = stageNamed(stages, 'production-dependencies');
    expect(dependencies.copies).toEqual([{ sources: ['package.json', 'package-lock.json'], destination: './' }]);
    expect(dependencies.runs).toHaveLength(1);
    expect(npmCiOf(dependencies.runs[0])).toEqual(expect.arrayContaining(['--omit=dev', '--workspaces=false']));
  });

  it('then the build caches npm ci on the lock files and the workspace manifests, and builds after copying all', () => {
    const build = stageNamed(stages, 'build');
    const manifests = build.copies.slice(0, -1).flatMap((copy) => copy.sources);
    expect(manifests.sort()).toEqual(['package-lock.json', 'package.json', ...workspaces].sort());
    expect(build.copies[build.copies.length - 1]).toEqual({ sources: ['.'], destination: '.' });
    const dockerfile = read('Dockerfile');
    const order = ['COPY packages/', 'RUN npm ci', 'COPY . .', 'RUN npm run build'].map((text) =>
      dockerfile.indexOf(text),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  });

  it('then every stage is Node 24, the version the start and test commands fetch and the types describe', () => {
    const major = /^NODE_VERSION=(\d+)\./m.exec(read('scripts/lib.sh'))?.[1];
    expect(major).toBe('24');
    expect(new Set(stages.map((stage) => stage.image))).toEqual(new Set([`node:${major}-bookworm-slim`]));
    const manifest = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^${major}\\.\\d+\\.\\d+$`));
    expect(manifest.engines.node).toBe('>=22');
  });

  it('then the check runs the image as compose does: its CMD for the API, node dist/worker.js for the worker', () => {
    expect(image.cmd).toEqual([
      'node',
      '--max-semi-space-size=16',
      '--no-allocation-site-pretenuring',
      'dist/server.js',
    ]);
    expect(read('docker-compose.yml')).toContain('command: ["node", "dist/worker.js"]');
    const check = read('test/integration/image-layout.test.ts');
    expect(check).toContain("startFromImage(['node', 'dist/worker.js'], environment)");
  });
});
