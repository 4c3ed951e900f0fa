import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliCacheDir, findGo, findOrBuildGoTool } from '../scripts/go-tools';

/** Stripe's official mock server (validates every request against Stripe's published OpenAPI description). */
export const STRIPE_MOCK_VERSION = 'v0.203.0';
const STRIPE_MOCK_MODULE = `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`;

export interface StripeMockInstall {
  binary: string;
  /** Its bundled fixtures with a PaymentIntent as a confirmed manual-capture one stands (`requires_capture`). */
  fixtures: string;
}

/**
 * stripe-mock answers every PaymentIntent with its one bundled fixture, `requires_payment_method`: what a decline
 * looks like. The tests run it with those same fixtures but a PaymentIntent that is authorized and awaits capture,
 * which is what a manual-capture confirmation with a good card answers.
 */
function writeFixtures(go: string, target: string): void {
  const { Dir } = JSON.parse(
    execFileSync(go, ['mod', 'download', '-json', STRIPE_MOCK_MODULE], { encoding: 'utf8' }),
  ) as { Dir: string };
  const fixtures = JSON.parse(readFileSync(join(Dir, 'embedded', 'openapi', 'fixtures3.json'), 'utf8')) as {
    resources: Record<string, Record<string, unknown>>;
  };
  Object.assign(fixtures.resources.payment_intent, {
    status: 'requires_capture',
    capture_method: 'manual',
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
  });
  writeFileSync(target, JSON.stringify(fixtures));
}

/** Finds or builds stripe-mock into the Temporal CLI's cache (STRIPE_MOCK may point at a binary) and its fixtures. */
export async function findOrBuildStripeMock(log: (line: string) => void): Promise<StripeMockInstall> {
  const binary = await findOrBuildGoTool(
    {
      name: 'stripe-mock',
      module: STRIPE_MOCK_MODULE,
      envVar: 'STRIPE_MOCK',
      otherwise: 'Install Go (or stripe-mock with Go available) to run the Stripe tests.',
    },
    log,
  );
  const fixtures = join(cliCacheDir(), `stripe-mock-${STRIPE_MOCK_VERSION}-fixtures.json`);
  if (!existsSync(fixtures)) {
    const go = findGo();
    if (!go) throw new Error("stripe-mock's fixtures come from its Go module: install Go to run the Stripe tests.");
    log(`writing stripe-mock's fixtures (manual-capture PaymentIntents) to ${fixtures}`);
    writeFixtures(go, fixtures);
  }
  return { binary, fixtures };
}
