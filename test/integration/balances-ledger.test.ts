import fc from 'fast-check';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { queryOne, queryRows } from '../../src/db/sql';
import type { Store } from '../../src/stores/store.entity';
import { issueGiftCard } from '../../src/balances/gift-cards.admin.service';
import { postLedgerEntry } from '../../src/balances/ledger';
import {
  insertLedgerEntry,
  upsertStoreCreditAccount,
  type BalanceRef,
  type NewLedgerEntry,
} from '../../src/balances/balances.repository';
import { DomainError } from '../../src/shared/errors';
import { newId } from '../../src/shared/ids';
import { makeStore } from '../support/factories';
import { makeCustomer } from '../support/customers';

/** The one ledger of gift cards and store credit (src/balances) on the real PostgreSQL. */
let orm: MikroORM;
let store: Store;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 30);
  store = (await makeStore(orm.em.fork())).store;
});
afterAll(() => orm.close(true));

const em = () => orm.em.fork();

/** Every balance of the store beside the sum of its rows; a balance that is not its rows' sum is a failure. */
async function balancesAgainstLedger(storeId: string) {
  return queryRows<{ id: string; balance: string; ledger: string }>(
    em(),
    `SELECT g.id, g.balance, coalesce((SELECT sum(amount) FROM balance_ledger l WHERE l.gift_card_id = g.id), 0) ledger
       FROM gift_cards g WHERE g.store_id = ?
     UNION ALL
     SELECT a.id, a.balance,
            coalesce((SELECT sum(amount) FROM balance_ledger l WHERE l.store_credit_account_id = a.id), 0)
       FROM store_credit_accounts a WHERE a.store_id = ?`,
    [storeId, storeId],
  );
}

const balanceOf = async (ref: BalanceRef) =>
  Number(
    (
      await queryOne<{ balance: string }>(
        em(),
        'giftCardId' in ref
          ? `SELECT balance FROM gift_cards WHERE id = '${ref.giftCardId}'`
          : `SELECT balance FROM store_credit_accounts WHERE id = '${ref.storeCreditAccountId}'`,
      )
    )?.balance,
  );

type Step =
  | { op: 'issue'; amount: number }
  | { op: 'redeem' | 'adjust' | 'refund'; target: number; amount: number }
  | { op: 'reverse' | 'expire'; target: number };

const steps = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('issue' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({
      op: fc.constant('redeem' as const),
      target: fc.nat(),
      amount: fc.integer({ min: 1, max: 12_000 }),
    }),
    fc.record({
      op: fc.constant('adjust' as const),
      target: fc.nat(),
      amount: fc.integer({ min: -8_000, max: 8_000 }).filter((n) => n !== 0),
    }),
    fc.record({ op: fc.constant('reverse' as const), target: fc.nat() }),
    fc.record({ op: fc.constant('refund' as const), target: fc.nat(), amount: fc.integer({ min: 1, max: 6_000 }) }),
    fc.record({ op: fc.constant('expire' as const), target: fc.nat() }),
  ),
  { minLength: 1, maxLength: 25 },
);

describe('when random sequences of issue, redeem, reverse, refund, adjust and expire run on cards and credit', () => {
  it('then every balance equals the sum of its ledger rows, never goes below zero, and matches the model', async () => {
    const customer = await makeCustomer(em(), store.id, `ledger-${newId('cus')}@example.com`);
    await fc.assert(
      fc.asyncProperty(steps, async (sequence: Step[]) => {
        const credit = await upsertStoreCreditAccount(em(), store.id, customer, newCurrency());
        type Redemption = { key: string; amount: number; refunded: number; refunds: number };
        const balances: Array<{ ref: BalanceRef; model: number; redeemed: Redemption[] }> = [
          { ref: { storeCreditAccountId: credit.id }, model: Number(credit.balance), redeemed: [] },
        ];
        for (const step of sequence) {
          if (step.op === 'issue') {
            const card = await issueGiftCard(em(), store, { currency: 'USD', amount: step.amount }, 'test');
            balances.push({ ref: { giftCardId: card.id }, model: step.amount, redeemed: [] });
            continue;
          }
          const target = balances[step.target % balances.length];
          if (step.op === 'reverse') {
            // A reversal gives back what refunds have not: the redemption is then settled.
            const redemption = target.redeemed.pop();
            if (!redemption || redemption.amount === redemption.refunded) continue;
            await postLedgerEntry(em(), {
              storeId: store.id,
              balance: target.ref,
              kind: 'reverse',
              amount: redemption.amount - redemption.refunded,
              idempotencyKey: `${redemption.key}:reverse`,
            });
            target.model += redemption.amount - redemption.refunded;
          } else if (step.op === 'refund') {
            // A refund onto the balance, at most what the newest redemption paid and has not had back.
            const redemption = target.redeemed.at(-1);
            const part = redemption ? Math.min(step.amount, redemption.amount - redemption.refunded) : 0;
            if (!redemption || part <= 0) continue;
            redemption.refunds += 1;
            const refund = () =>
              postLedgerEntry(em(), {
                storeId: store.id,
                balance: target.ref,
                kind: 'refund_to',
                amount: part,
                idempotencyKey: `${redemption.key}:refund_to:${redemption.refunds}`,
              });
            await refund();
            await refund();
            redemption.refunded += part;
            target.model += part;
          } else if (step.op === 'expire') {
            // A card's expiry takes what is left, once (keyed by the card); store credit does not expire.
            if (!('giftCardId' in target.ref) || target.model === 0) continue;
            const expire = () =>
              postLedgerEntry(em(), {
                storeId: store.id,
                balance: target.ref,
                kind: 'expire',
                amount: -target.model,
                idempotencyKey: `${(target.ref as { giftCardId: string }).giftCardId}:expire`,
              });
            if ((await expire()).written) {
              expect((await expire()).written).toBe(false);
              target.model = 0;
            }
          } else if (step.op === 'redeem' || step.op === 'adjust') {
            const amount = step.op === 'redeem' ? -step.amount : step.amount;
            const key = newId('bal');
            const attempt = postLedgerEntry(em(), {
              storeId: store.id,
              balance: target.ref,
              kind: step.op,
              amount,
              idempotencyKey: key,
            });
            if (target.model + amount < 0) {
              await expect(attempt).rejects.toMatchObject({ code: 'balance_insufficient' });
            } else {
              await attempt;
              // A retried step with the same key writes nothing again.
              await postLedgerEntry(em(), {
                storeId: store.id,
                balance: target.ref,
                kind: step.op,
                amount,
                idempotencyKey: key,
              });
              target.model += amount;
              if (step.op === 'redeem') target.redeemed.push({ key, amount: step.amount, refunded: 0, refunds: 0 });
            }
          }
          expect(await balanceOf(target.ref)).toBe(target.model);
        }
        for (const row of await balancesAgainstLedger(store.id)) {
          expect(Number(row.balance)).toBe(Number(row.ledger));
          expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

/** Store credit is one account per customer and currency: each run of the property takes a fresh currency. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'NZD'];
let currencyIndex = 0;
function newCurrency(): string {
  return CURRENCIES[currencyIndex++ % CURRENCIES.length];
}

/** 50 redemptions of 10 at once on a new card holding 100, each written by `write`; their outcomes and the card. */
async function raceFor(write: (entry: NewLedgerEntry) => Promise<unknown>) {
  const card = await issueGiftCard(em(), store, { currency: 'USD', amount: 100 }, 'test');
  const balance = { giftCardId: card.id };
  const outcomes = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      write({ storeId: store.id, balance, kind: 'redeem', amount: -10, idempotencyKey: `race-${card.id}-${i}` }),
    ),
  );
  return { outcomes, balance: await balanceOf(balance) };
}

describe('when 50 redemptions of 10 race for a card holding 100', () => {
  it('then exactly 10 succeed through the ledger and the card ends at zero', async () => {
    const { outcomes, balance } = await raceFor((entry) => postLedgerEntry(em(), entry));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes.filter((o) => o.status === 'rejected'))
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
    expect(balance).toBe(0);
  }, 60_000);

  it('then rows written straight to the table, past the service check, still never take it below zero', async () => {
    const { outcomes, balance } = await raceFor((entry) => insertLedgerEntry(em(), entry));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(balance).toBe(0);
    for (const row of await balancesAgainstLedger(store.id)) expect(Number(row.balance)).toBe(Number(row.ledger));
  }, 60_000);

  it('then a ledger row cannot be changed afterwards, only compensated', async () => {
    const card = await issueGiftCard(em(), store, { currency: 'USD', amount: 100 }, 'test');
    await expect(
      queryRows(em(), `UPDATE balance_ledger SET amount = 1000 WHERE gift_card_id = ?`, [card.id]),
    ).rejects.toThrow(/never changed/);
  });
});
