import { join } from 'node:path';

/**
 * The folder the service's files are found in: the repository root when it runs from its TypeScript sources, and
 * dist/ when it runs compiled, since scripts/build.sh lays dist/ out as the repository is (dist/src/http is two
 * levels under dist/ as src/http is under the root). One setting, so source and compiled runs cannot disagree.
 */
export const APP_ROOT = join(__dirname, '..', '..');

/** Every file or folder the compiled service reads at run time, by its path under APP_ROOT (build.sh copies them). */
export const APP_FILES = {
  openapi: 'openapi.json',
  apiChangelog: 'docs/api-changelog.md',
  /** The dashboard's build output (packages/dashboard/build.mjs). */
  dashboard: 'packages/dashboard/dist',
  /** The widget's build output (packages/widget/build.mjs). */
  widget: 'packages/widget/dist',
} as const;

export const appFile = (name: keyof typeof APP_FILES): string => join(APP_ROOT, APP_FILES[name]);
