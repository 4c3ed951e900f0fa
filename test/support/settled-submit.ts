/**
 * Sends a submit until it settles, for a test that needs its outcome rather than the submit's own answer: one not
 * settled within the API's answer time (202, as on a loaded machine) is sent again by `send`, with the same
 * Idempotency-Key, which joins the checkout and answers its outcome.
 */
export async function untilSettled<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  let answer = await send();
  for (let tries = 0; answer.status === 202 && tries < 10; tries += 1) answer = await send();
  return answer;
}
