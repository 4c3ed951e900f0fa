import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { undocumentedAnswer, type RecordedAnswer } from './contract';

/**
 * Runs in every test file (jest setupFilesAfterEnv): records each answer the API gives a test through fetch, and
 * after each test fails it when openapi.json does not list an answer's status or error code for its operation.
 */
const recorded: RecordedAnswer[] = [];
const realFetch = globalThis.fetch;
const logFile = process.env.ANSWER_LOG ? join(process.env.ANSWER_LOG, `${process.pid}.jsonl`) : undefined;
if (logFile) mkdirSync(process.env.ANSWER_LOG as string, { recursive: true });

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const response = await realFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const answer = { method, url, status: response.status, body: await bodyOf(response) };
  recorded.push(answer);
  if (logFile) appendFileSync(logFile, `${JSON.stringify({ test: expect.getState().currentTestName, ...answer })}\n`);
  return response;
};

afterEach(() => {
  const problems = [
    ...new Set(
      recorded
        .splice(0)
        .map(undocumentedAnswer)
        .filter((problem) => problem !== undefined),
    ),
  ];
  if (problems.length > 0) throw new Error(`answers openapi.json does not describe:\n${problems.join('\n')}`);
});
