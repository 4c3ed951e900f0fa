import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appFile } from './app-files';

/** Where `npm run build --workspaces` puts the widget's bundles (see packages/widget/build.mjs). */
export const WIDGET_DIST = appFile('widget');

export interface WidgetAsset {
  /** The content-hashed file name, e.g. commerce.3f2a1b9c0d4e.js. */
  hashed: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * The built bundles, read once: by their stable name (`commerce.js`, the one a store embeds) and by their
 * hashed name (immutable). Undefined when the widget has not been built.
 */
export function loadWidgetAssets(dist = WIDGET_DIST): Map<string, WidgetAsset> | undefined {
  const manifestFile = join(dist, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const assets = new Map<string, WidgetAsset>();
  for (const [stable, hashed] of Object.entries(manifest)) {
    const identity = readFileSync(join(dist, hashed));
    const asset = {
      hashed,
      etag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
      identity,
      gzip: readFileSync(join(dist, `${hashed}.gz`)),
      brotli: readFileSync(join(dist, `${hashed}.br`)),
    };
    assets.set(stable, asset);
    assets.set(hashed, asset);
  }
  return assets;
}
