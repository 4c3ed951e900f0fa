import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

export interface DockerCopy {
  /** The stage it copies from (`--from=`); none: the build context, the repository. */
  from?: string;
  sources: string[];
  destination: string;
}

export interface DockerStage {
  /** The stage's name (`AS name`); the last, unnamed stage is the image. */
  name?: string;
  image: string;
  copies: DockerCopy[];
  runs: string[];
  env: Record<string, string>;
  workdir?: string;
  cmd?: string[];
}

/** The Dockerfile's instructions, one per entry, continuation lines joined and comments dropped. */
function instructions(dockerfile: string): Array<[string, string]> {
  return dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => {
      const [, keyword, rest] = /^\s*(\S+)\s+(.*)$/.exec(line) ?? [];
      return [keyword.toUpperCase(), rest.trim()];
    });
}

/** The Dockerfile read as its stages: what each copies from where, what it runs, and the image's ENV and CMD. */
export function dockerStages(dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const [keyword, rest] of instructions(dockerfile)) {
    if (keyword === 'FROM') {
      const [image, , name] = rest.split(/\s+/);
      stages.push({ image, name, copies: [], runs: [], env: {} });
      continue;
    }
    const stage = stages[stages.length - 1];
    if (keyword === 'COPY') {
      const words = rest.split(/\s+/);
      const from = words[0].startsWith('--from=') ? words.shift()?.slice('--from='.length) : undefined;
      stage.copies.push({ from, sources: words.slice(0, -1), destination: words[words.length - 1] });
    } else if (keyword === 'RUN') stage.runs.push(rest);
    else if (keyword === 'WORKDIR') stage.workdir = rest;
    else if (keyword === 'CMD') stage.cmd = JSON.parse(rest) as string[];
    else if (keyword === 'ENV')
      for (const pair of rest.split(/\s+/)) {
        const [name, value] = pair.split('=');
        stage.env[name] = value;
      }
  }
  return stages;
}

export const stageNamed = (stages: DockerStage[], name: string): DockerStage => {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`the Dockerfile has no stage "${name}"`);
  return stage;
};

/**
 * The `npm ci` of a RUN line, as the check runs it: from the npm cache (--prefer-offline) and without the
 * `npm cache clean` that follows it in the image, which would empty this machine's cache.
 */
export function npmCiOf(run: string): string[] {
  const command = run.split('&&').map((part) => part.trim().split(/\s+/));
  const ci = command.find(([tool, verb]) => tool === 'npm' && verb === 'ci');
  if (!ci) throw new Error(`no npm ci in "${run}"`);
  return [...ci.slice(1), '--prefer-offline'];
}

/** A path of a stage's file system (`/app/dist`) as a path under the folder that stands in for it. */
const inStage = (folder: string, workdir: string, path: string) =>
  join(folder, path.startsWith('/') ? relative(workdir, path) : path);

function copyInto(folder: string, workdir: string, copy: DockerCopy, sourceFolder: string, stages = ''): void {
  const destination = inStage(folder, workdir, copy.destination);
  for (const source of copy.sources) {
    const from = inStage(sourceFolder, workdir, source);
    const target = copy.destination.endsWith('/') ? join(destination, source.split('/').pop() as string) : destination;
    mkdirSync(join(target, '..'), { recursive: true });
    // A throw-away stage's files are moved, not copied: its node_modules alone is hundreds of MB.
    if (stages && from.startsWith(stages)) renameSync(from, target);
    else cpSync(from, target, { recursive: true });
  }
}

/** The source files changed since `time` under these folders of the repository. */
function newerThan(time: number, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && statSync(join(root, folder, file)).mtimeMs > time,
    ),
  );
}

/**
 * Lays out in `folder` what the Dockerfile's last stage holds, stage by stage: the production dependencies stage
 * is rebuilt (its COPY sources from the repository, then its `npm ci`), the build stage is the repository after
 * `npm run build` (the test command builds before jest), and the image's COPY --from lines copy from them.
 */
export function layOutImage(folder: string, stages = dockerStages()): DockerStage {
  const image = stages[stages.length - 1];
  const workdir = image.workdir ?? '/';
  const stageFolders: Record<string, string> = { build: root };
  for (const name of new Set(image.copies.map((copy) => copy.from).filter((from) => from && from !== 'build'))) {
    const stage = stageNamed(stages, name as string);
    const stageFolder = join(folder, '.stages', name as string);
    mkdirSync(stageFolder, { recursive: true });
    for (const copy of stage.copies) copyInto(stageFolder, stage.workdir ?? '/', copy, root);
    for (const run of stage.runs)
      execFileSync('npm', npmCiOf(run), { cwd: stageFolder, stdio: ['ignore', 'ignore', 'inherit'] });
    stageFolders[name as string] = stageFolder;
  }
  const built = join(root, 'dist', 'server.js');
  const stale = existsSync(built) ? newerThan(statSync(built).mtimeMs, ['src', 'workflows', 'activities']) : ['all'];
  if (stale.length)
    throw new Error(`dist/ is not built from the sources (${stale[0]}…): run \`npm run build\` (npm test does first)`);
  for (const copy of image.copies)
    copyInto(folder, workdir, copy, stageFolders[copy.from ?? 'build'], join(folder, '.stages'));
  return image;
}
