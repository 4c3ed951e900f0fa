import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { SignInLinkRequest } from '../../src/customers/sign-in-link.service';

let nativeConnection: NativeConnection;
let connection: Connection;

beforeAll(async () => {
  nativeConnection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS as string });
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS as string });
});
afterAll(async () => {
  await connection.close();
  await nativeConnection.close();
});

describe('when the mail server fails the first attempt of a sign-in e-mail', () => {
  it('then the workflow retries the activity and the e-mail goes out once', async () => {
    const taskQueue = `mail-${randomUUID()}`;
    const attempts: SignInLinkRequest[] = [];
    const worker = await Worker.create({
      connection: nativeConnection,
      taskQueue,
      workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE as string },
      activities: {
        // A stub for the one activity: the SMTP server refuses the first connection.
        async sendSignInLink(request: SignInLinkRequest) {
          attempts.push(request);
          if (attempts.length === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
          return { sent: true };
        },
      },
    });
    const request = { storeId: 'str_test', email: 'ada@example.com', redirectUrl: 'https://shop.example.com/verify' };
    const result = await worker.runUntil(
      new Client({ connection }).workflow.execute('sendSignInLinkWorkflow', {
        taskQueue,
        workflowId: `mail-sign-in-${randomUUID()}`,
        args: [request],
      }),
    );
    expect(result).toEqual({ sent: true });
    expect(attempts).toEqual([request, request]);
  });
});
