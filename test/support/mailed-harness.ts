import { startHarness, type Harness } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A harness with its worker whose mail goes to an SMTP sink of its own, as the mail-sending tests need it. */
export async function startMailedHarness(): Promise<{ h: Harness; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  const h = await startHarness({ worker: true, env: { SMTP_URL: sink.url, MAIL_FROM: 'Shop <shop@example.com>' } });
  return { h, sink };
}

/** Closes what startMailedHarness started (either may be missing when its start failed). */
export async function closeMailedHarness(h: Harness | undefined, sink: SmtpSink | undefined): Promise<void> {
  await h?.close();
  await sink?.close();
}
