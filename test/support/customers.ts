import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';

export interface WrittenMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  file: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function mailsTo(mailDir: string, to: string): Promise<WrittenMail[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(async (f) => ({
        ...(JSON.parse(await readFile(join(mailDir, f), 'utf8')) as WrittenMail),
        file: join(mailDir, f),
      })),
  );
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits until the mail folder holds `count` e-mails to this address (the worker writes them asynchronously). */
export async function waitForMails(mailDir: string, to: string, count = 1, waitMs = 20000): Promise<WrittenMail[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = await mailsTo(mailDir, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await pause(100);
  }
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') as string;

export async function makeCustomer(
  em: EntityManager,
  storeId: string,
  email: string,
  hasAccount = true,
): Promise<string> {
  const id = newId('cus');
  await execute(em, 'INSERT INTO customers (id, store_id, email, has_account) VALUES (?, ?, ?, ?)', [
    id,
    storeId,
    email,
    hasAccount,
  ]);
  return id;
}

export interface OrderSpec {
  storeId: string;
  email: string;
  customerId?: string | null;
  totalAmount?: number;
  createdAt?: Date;
  lines?: number;
}

/** Writes an order row (and lines) the way the order projection holds it; the orders domain is not under test here. */
export async function makeOrder(em: EntityManager, spec: OrderSpec): Promise<string> {
  const id = newId('ord');
  const total = spec.totalAmount ?? 5000;
  await execute(
    em,
    `INSERT INTO orders (id, store_id, cart_id, customer_id, email, currency, status, payment_status,
                         fulfillment_status, payment_method,
                         subtotal_amount, total_amount, captured_amount, workflow_id, shipping_address, created_at)
     VALUES (?, ?, ?, ?, ?, 'USD', 'confirmed', 'paid', 'unfulfilled', 'card', ?, ?, ?, ?, ?::jsonb, ?)`,
    [
      id,
      spec.storeId,
      newId('cart'),
      spec.customerId ?? null,
      spec.email,
      total,
      total,
      total,
      `checkout-${id}`,
      JSON.stringify({ firstName: 'Ada', country: 'GB' }),
      spec.createdAt ?? new Date(),
    ],
  );
  for (let position = 0; position < (spec.lines ?? 1); position++) {
    await execute(
      em,
      `INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, unit_amount, quantity,
       subtotal_amount, total_amount, position)
       VALUES (?, ?, ?, ?, 'Merino Crew Sweater', 'M / Navy', ?, 2500, 2, 5000, 5000, ?)`,
      [newId('li'), id, newId('prod'), newId('var'), `SKU-${position}`, position],
    );
  }
  return id;
}

export async function countEvents(em: EntityManager, storeId: string, type: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    em,
    'SELECT count(*)::int AS n FROM events WHERE store_id = ? AND type = ?',
    [storeId, type],
  );
  return row?.n ?? 0;
}
