import type { Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { publicClient } from '../support/http';
import { makeCustomer } from '../support/customers';
import type { SmtpSink } from '../support/smtp-sink';
import { closeMailedHarness, startMailedHarness } from '../support/mailed-harness';

let h: Harness;
let sink: SmtpSink;

beforeAll(async () => {
  ({ h, sink } = await startMailedHarness());
});
afterAll(() => closeMailedHarness(h, sink));

describe('when SMTP_URL is set and an account holder asks for a sign-in link', () => {
  it('then the e-mail goes to the SMTP server as plain text and HTML with a link that signs in', async () => {
    const store = await makeStore(h.orm.em);
    const email = `smtp-${Date.now()}@example.com`;
    await makeCustomer(h.orm.em.fork(), store.store.id, email);
    const api = publicClient(h.baseUrl, store.publishableKey);
    expect(
      (await api.post('/customers/auth-link', { email, redirectUrl: 'http://localhost:5173/verify' })).status,
    ).toBe(202);

    const deadline = Date.now() + 20000;
    while (sink.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual([`<${email}>`]);
    expect(mail.data).toContain('Subject: Your sign-in link for');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
    // Quoted-printable may wrap the link; undo soft line breaks before reading it.
    const body = mail.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    const token = /verify\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] as string;
    const verified = await api.post('/customers/verify', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.customer.email).toBe(email);
  });
});
