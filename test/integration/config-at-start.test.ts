import { exitCode, launch, waitFor, within, type Launched } from '../support/processes';
import { freePort } from '../support/ports';

/** The process's output once it has exited on its own (a refused start exits within seconds). */
async function refusedStart(launched: Launched): Promise<string> {
  expect(await within(exitCode(launched.child), 120_000, 'the refused start')).toBe(1);
  return launched.output().trim();
}

/** One line, a JSON log line of level fatal, and no stack trace. */
function expectOneLine(output: string, variable: RegExp): void {
  expect(output.split('\n')).toHaveLength(1);
  expect((JSON.parse(output) as { level: string; error: string }).error).toMatch(variable);
  expect(output).not.toMatch(/\n\s+at /);
}

describe('when a process starts with a configuration it must not run with', () => {
  it('then the API refuses a malformed SECRETS_KEY with one line naming it', async () => {
    const output = await refusedStart(launch('src/server.ts', { SECRETS_KEY: 'k1:too-short', PORT: '0' }));
    expectOneLine(output, /^SECRETS_KEY must be "<keyId>:<32 random bytes in base64>"/);
  });

  it('then the worker refuses the development CURSOR_SECRET under NODE_ENV=production', async () => {
    const output = await refusedStart(
      launch('src/worker.ts', { NODE_ENV: 'production', CURSOR_SECRET: '', SECRETS_KEY: 'k1:' + 'A'.repeat(43) + '=' }),
    );
    expectOneLine(output, /^CURSOR_SECRET must be set under NODE_ENV=production$/);
  });

  it('then the API whose PostgreSQL does not answer stops with one line naming DATABASE_URL', async () => {
    const closed = await freePort();
    const output = await refusedStart(
      launch('src/server.ts', { DATABASE_URL: `postgresql://postgres@127.0.0.1:${closed}/commerce`, PORT: '0' }),
    );
    expectOneLine(output, /^DATABASE_URL: PostgreSQL is unreachable \(connect ECONNREFUSED/);
  });

  it('then an API started without SECRETS_KEY serves, and /readyz names what is missing', async () => {
    const port = await freePort();
    const api = launch('src/server.ts', { SECRETS_KEY: '', PORT: String(port) });
    try {
      let body: { status?: string; configurationProblems?: string[] } = {};
      await waitFor(
        async () => {
          const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
          if (answer) body = (await answer.json()) as typeof body;
          return Boolean(answer);
        },
        'the API to answer /readyz',
        120_000,
      );
      expect(body.status).toBe('ready');
      expect(body.configurationProblems).toEqual([expect.stringMatching(/^SECRETS_KEY is not set/)]);
    } finally {
      api.child.kill('SIGTERM');
      await within(exitCode(api.child), 30_000, 'the API to stop');
    }
  });
});
