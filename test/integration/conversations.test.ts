import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { newCartToken, privateClient, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { countEvents, makeCustomer } from '../support/customers';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { queryRows } from '../../src/db/sql';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em);
});
afterAll(() => h.close());

const visitor = (cartToken = newCartToken()) => publicClient(h.baseUrl, store.publishableKey, cartToken);
const admin = () => privateClient(h.baseUrl, store.secretKey);

/** A signed-in customer's session, opened the way verify opens it (the sign-in round trip has its own tests). */
async function customerSession(): Promise<{ headers: Record<string, string> }> {
  const em = h.orm.em.fork();
  const customerId = await makeCustomer(em, store.store.id, `chat-${newCartToken()}@example.com`);
  const { token } = await createSession(em, store.store.id, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
  return { headers: { 'x-customer-session': token } };
}

describe('when a visitor opens a conversation and writes', () => {
  it('then it is their current conversation, messages page in order, each raises message_created', async () => {
    const api = visitor();
    const before = await countEvents(h.orm.em.fork(), store.store.id, 'conversation.message_created');
    const opened = await api.post('/conversations', {
      message: 'Does the sweater run small?',
      name: 'Ada',
      email: 'ada@example.com',
    });
    expectContract('openConversation', opened, 201);
    expect(opened.body).toMatchObject({ status: 'open', messageCount: 1 });
    const current = await api.get('/conversations/current');
    expectContract('getCurrentConversation', current, 200);
    expect(current.body.id).toBe(opened.body.id);

    for (const body of ['Size M?', 'Or L?']) {
      const sent = await api.post(`/conversations/${opened.body.id}/messages`, { body });
      expectContract('sendConversationMessage', sent, 201);
      expect(sent.body).toMatchObject({ author: 'visitor', authorName: 'Ada', body });
    }
    const first = await api.get(`/conversations/${opened.body.id}/messages?limit=2`);
    expectContract('listConversationMessages', first, 200);
    expect(first.body.data.map((m: any) => m.body)).toEqual(['Does the sweater run small?', 'Size M?']);
    const rest = await api.get(`/conversations/${opened.body.id}/messages?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest.body).toMatchObject({ hasMore: false, data: [{ body: 'Or L?' }] });
    expect(await countEvents(h.orm.em.fork(), store.store.id, 'conversation.message_created')).toBe(before + 3);
    const [event] = await queryRows<{ payload: any }>(
      h.orm.em.fork(),
      "SELECT payload FROM events WHERE store_id = ? AND type = 'conversation.message_created' " +
        'ORDER BY created_at DESC LIMIT 1',
      [store.store.id],
    );
    expect(event.payload.data.object).toMatchObject({
      body: 'Or L?',
      conversationId: opened.body.id,
      author: 'visitor',
    });
  });

  it('then a visitor without any conversation gets 404 for current, and one without a token 400', async () => {
    const none = await visitor().get('/conversations/current');
    expectContract('getCurrentConversation', none, 404);
    const anonymous = await publicClient(h.baseUrl, store.publishableKey).post('/conversations', { message: 'Hi' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.error.code).toBe('cart_token_required');
  });
});

describe('when someone else asks for a conversation', () => {
  it('then another visitor cannot read or write it, nor see it as current', async () => {
    const owner = visitor();
    const opened = await owner.post('/conversations', { message: 'My address is private' });
    const stranger = visitor();
    const read = await stranger.get(`/conversations/${opened.body.id}/messages`);
    expectContract('listConversationMessages', read, 404);
    expect((await stranger.post(`/conversations/${opened.body.id}/messages`, { body: 'hello' })).status).toBe(404);
    expect((await stranger.get('/conversations/current')).status).toBe(404);
  });

  it("then a customer cannot read another's conversation, nor a cart token alone a customer's", async () => {
    const cartToken = newCartToken();
    const ada = await customerSession();
    const bob = await customerSession();
    const opened = await visitor(cartToken).post('/conversations', { message: 'Signed in question' }, ada);
    expect(opened.status).toBe(201);
    expect((await visitor().get(`/conversations/${opened.body.id}/messages`, ada)).status).toBe(200);
    expect((await visitor().get(`/conversations/${opened.body.id}/messages`, bob)).status).toBe(404);
    expect((await visitor(cartToken).get(`/conversations/${opened.body.id}/messages`)).status).toBe(404);
    const staffView = await admin().get(`/conversations/${opened.body.id}`);
    expect(staffView.body.customerId).toMatch(/^cus_/);
    expect(staffView.body.email).toMatch(/^chat-.*@example\.com$/);
  });

  it('then another store cannot see it', async () => {
    const opened = await visitor().post('/conversations', { message: 'Store-bound' });
    const other = await makeStore(h.orm.em);
    const res = await privateClient(h.baseUrl, other.secretKey).get(`/conversations/${opened.body.id}`);
    expectContract('adminGetConversation', res, 404);
  });
});

describe('when staff work the inbox', () => {
  it('then open conversations come first, staff replies reach the visitor, close and reply change state', async () => {
    const shop = await makeStore(h.orm.em);
    const shopVisitor = (token = newCartToken()) => publicClient(h.baseUrl, shop.publishableKey, token);
    const shopAdmin = privateClient(h.baseUrl, shop.secretKey);
    const token = newCartToken();
    const older = await shopVisitor(token).post('/conversations', { message: 'First' });
    const closed = await shopVisitor().post('/conversations', { message: 'Second' });
    const newest = await shopVisitor().post('/conversations', { message: 'Third' });

    const close = await shopAdmin.post(`/conversations/${closed.body.id}/close`);
    expectContract('adminCloseConversation', close, 200);
    expect(close.body).toMatchObject({ status: 'closed' });
    expect(close.body.closedAt).not.toBeNull();

    const pages: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await shopAdmin.get(`/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expectContract('adminListConversations', page, 200);
      pages.push(...page.body.data.map((c: any) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual([newest.body.id, older.body.id, closed.body.id]);
    const onlyClosed = await shopAdmin.get('/conversations?status=closed');
    expect(onlyClosed.body.data.map((c: any) => c.id)).toEqual([closed.body.id]);

    const reply = await shopAdmin.post(`/conversations/${older.body.id}/messages`, {
      body: 'It runs true to size.',
      authorName: 'Sam',
    });
    expectContract('adminReplyToConversation', reply, 201);
    expect(reply.body).toMatchObject({ author: 'staff', authorName: 'Sam' });
    const seen = await shopVisitor(token).get(`/conversations/${older.body.id}/messages`);
    expect(seen.body.data.map((m: any) => [m.author, m.body])).toEqual([
      ['visitor', 'First'],
      ['staff', 'It runs true to size.'],
    ]);
    const one = await shopAdmin.get(`/conversations/${older.body.id}`);
    expectContract('adminGetConversation', one, 200);
    expect(one.body).toMatchObject({ messageCount: 2, status: 'open' });
    const staffView = await shopAdmin.get(`/conversations/${older.body.id}/messages`);
    expectContract('adminListConversationMessages', staffView, 200);
    expect(staffView.body.data).toHaveLength(2);

    const reopened = await shopAdmin.post(`/conversations/${closed.body.id}/messages`, { body: 'One more thing' });
    expect(reopened.status).toBe(201);
    expect((await shopAdmin.get(`/conversations/${closed.body.id}`)).body).toMatchObject({
      status: 'open',
      closedAt: null,
    });
    expect((await shopAdmin.post('/conversations/conv_unknown/close')).status).toBe(404);
  });
});

describe('when a private conversation list gets a bad cursor', () => {
  it('then it answers 400 invalid_cursor', async () => {
    const res = await admin().get('/conversations?cursor=cur_tampered.sig');
    expectContract('adminListConversations', res, 400);
    expect(res.body.error.code).toBe('invalid_cursor');
  });
});
