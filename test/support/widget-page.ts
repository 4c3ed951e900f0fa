import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(__dirname, '..', '..', '.data', 'test', 'screenshots');

/** The demo catalogue's images live on example.com, which this network cannot reach: answer them locally. */
export async function serveDemoImages(context: BrowserContext): Promise<void> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#c8d3e0"/>' +
    '<circle cx="150" cy="150" r="80" fill="#1f3a5f"/></svg>';
  await context.route('https://images.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }),
  );
}

/** Distinct byte values in the PNG's decompressed scanlines: a blank (one-colour) image has only a handful. */
function pixelVariety(png: Buffer): number {
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  return new Set(inflateSync(Buffer.concat(chunks))).size;
}

/** Saves the page as .data/test/screenshots/<name>.png (git-ignored) and returns how varied its pixels are. */
export async function screenshot(page: Page, name: string): Promise<number> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const png = await page.screenshot({ fullPage: true });
  writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), png);
  return pixelVariety(png);
}

/** The element that has focus, looked for through open shadow roots: "tag|accessible text". */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    // No DOM types in the test project: the page's document, as the browser has it.
    let element = (globalThis as any).document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    const label = element.id ? element.getRootNode().querySelector?.(`label[for="${element.id}"]`)?.textContent : '';
    const text: string = element.getAttribute('aria-label') || label || element.textContent || '';
    return `${element.tagName.toLowerCase()}|${text.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab (only the keyboard) until the focused element matches, failing after `limit` presses. */
export async function tabTo(page: Page, wanted: RegExp, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (wanted.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${wanted} (last focus: ${await focused(page)})`);
}
