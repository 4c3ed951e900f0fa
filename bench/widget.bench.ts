/**
 * Widget benchmark: opens the demo page in headless Chromium and prints the time to the first catalogue paint
 * (navigation start to the first frame showing product cards) and the cumulative layout shift, against their
 * budgets (500 ms, no shift). It measures the service `npm start` runs (BENCH_URL, default http://127.0.0.1:3000);
 * when none answers, it starts an API of its own on a throw-away database seeded with the demo store.
 * Run: npm run bench:widget [-- runs]
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { launchChromium } from '../test/support/browser';
import { startHarness, type Harness } from '../test/support/harness';
import { serveDemoImages } from '../test/support/widget-page';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { seedDemoStore } from '../src/cli/seed-demo';

const runs = Number(process.argv[2] ?? 7);
const log = (line: string) => console.log(`[bench:widget] ${line}`);

async function serviceAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/widget/demo`)).ok;
  } catch {
    return false;
  }
}

/** The demo page of a running service, or of an API started here on its own database. */
async function demoPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  if (await serviceAnswers(external)) return { url: `${external}/widget/demo`, stop: async () => undefined };
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/commerce_widget_bench_${Date.now().toString(36)}`;
  log(`no service at ${external}; starting an API on ${databaseUrl}`);
  await migrate(databaseUrl, () => undefined);
  const harness: Harness = await startHarness({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
  const keysFile = join(tmpdir(), `widget-bench-${process.pid}.json`);
  const keys = await seedDemoStore(harness.orm.em.fork(), keysFile, log, harness);
  return {
    url: `${harness.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}`,
    stop: async () => {
      await harness.close();
      await dropDatabase(databaseUrl);
      rmSync(keysFile, { force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const { url, stop } = await demoPage();
  const browser = await launchChromium();
  const paints: number[] = [];
  const shifts: number[] = [];
  const milestones: number[][] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A new context each run: no cached bundle, no stored cart; the browser process itself stays warm.
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      await serveDemoImages(context);
      await context.addInitScript(() => {
        const page = globalThis as any;
        page.layoutShift = 0;
        new page.PerformanceObserver((list: any) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const painted = await page.waitForFunction(
        () =>
          (globalThis as any).document.querySelector('commerce-store')?.shadowRoot?.querySelector('.card')
            ? performance.now()
            : 0,
        undefined,
        { polling: 'raf', timeout: 10000 },
      );
      paints.push(Math.round(Number(await painted.jsonValue())));
      // A string, not a function: tsx would wrap a function's inner arrows in a helper the page does not have.
      milestones.push(
        await page.evaluate<number[]>(`[/commerce\\.[0-9a-f]+\\.js/, /\\/store$/, /\\/products\\?/].map((pattern) =>
        Math.round(performance.getEntriesByType('resource').find((e) => pattern.test(e.name))?.responseEnd ?? 0))`),
      );
      await page.waitForTimeout(1000);
      shifts.push(Number(await page.evaluate(() => (globalThis as any).layoutShift)));
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
  const paint = median(paints);
  const shift = Math.max(...shifts);
  console.log(`\nWidget demo page, ${runs} runs (fresh browser context each), ${url.split('?')[0]}`);
  console.log(
    `  first catalogue paint: median ${paint} ms, first (cold) ${paints[0]} ms, max ${Math.max(...paints)} ms; ` +
      `budget 500 ms: ${paint < 500 ? 'within' : 'OVER'}`,
  );
  const at = (index: number) => median(milestones.map((m) => m[index]));
  console.log(
    `  (medians: bundle loaded ${at(0)} ms, GET /store answered ${at(1)} ms, GET /products answered ${at(2)} ms)`,
  );
  console.log(
    `  cumulative layout shift: max ${shift.toFixed(4)} over the runs; ` +
      `budget 0 (reserved space): ${shift === 0 ? 'within' : 'OVER'}`,
  );
}

main().catch((error: Error) => {
  console.error(`[bench:widget] ${error.stack ?? error.message}`);
  process.exit(1);
});
