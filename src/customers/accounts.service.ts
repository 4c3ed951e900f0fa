import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { Config } from '../config';
import type { Store } from '../stores/store.entity';
import { presentCustomerEvent, upsertCustomerByEmail } from './customers.repository';
import { adoptOpenCart } from '../cart/visitor-cart.repository';
import { adoptVisitorConversations } from '../conversations/conversations.repository';
import { findCustomer, hasAccount, openAccount, updateProfile, type ProfileChanges } from './accounts.repository';
import { presentAccount, type AccountView } from './accounts.presenter';
import { consumeSignInToken } from './sign-in-link.service';
import { createSession } from './customer-sessions.repository';
import { sessionInvalid } from './customer-session.errors';
import type { CustomerSignInMail } from './sign-in-mail.port';
import { assertAllowedRedirect } from './storefront-origins';

export interface SignInLinkInput {
  email: string;
  redirectUrl: string;
}

export type CreateAccountInput = SignInLinkInput & ProfileChanges;

export interface SignedIn {
  sessionToken: string;
  expiresAt: string;
  customer: AccountView;
}

export async function checkAccount(em: EntityManager, storeId: string, email: string): Promise<{ exists: boolean }> {
  return { exists: await hasAccount(em, storeId, email) };
}

/** Starts the sign-in e-mail; the work is the same whether or not the address has an account. */
export async function requestSignInLink(
  mail: CustomerSignInMail,
  em: EntityManager,
  store: Store,
  input: SignInLinkInput,
): Promise<void> {
  await assertAllowedRedirect(em, store.id, input.redirectUrl);
  await mail.send({
    storeId: store.id,
    email: input.email.trim(),
    redirectUrl: input.redirectUrl,
  });
}

/**
 * Opens an account for the e-mail (or keeps the one there) and sends a sign-in link; profile fields already set are
 * kept.
 */
export async function createAccount(
  mail: CustomerSignInMail,
  em: EntityManager,
  store: Store,
  input: CreateAccountInput,
): Promise<void> {
  await assertAllowedRedirect(em, store.id, input.redirectUrl);
  await inTransaction(em, async (tx) => {
    const { customer } = await upsertCustomerByEmail(tx, store.id, {
      email: input.email,
      firstName: input.firstName ?? undefined,
      lastName: input.lastName ?? undefined,
      phone: input.phone ?? undefined,
    });
    const opened = await openAccount(tx, customer.id, input);
    if (opened) await recordEvent(tx, store.id, 'customer.updated', presentCustomerEvent(opened));
  });
  await mail.send({
    storeId: store.id,
    email: input.email.trim(),
    redirectUrl: input.redirectUrl,
  });
}

/** Exchanges a sign-in token for a session; the visitor's cart and conversations come along. */
export async function verifySignIn(
  config: Pick<Config, 'customerSessionIdleSeconds' | 'customerSessionMaxSeconds'>,
  em: EntityManager,
  store: Store,
  token: string,
  cartToken?: string,
): Promise<SignedIn> {
  const { customerSessionIdleSeconds: idleSeconds, customerSessionMaxSeconds: maxSeconds } = config;
  return inTransaction(em, async (tx) => {
    const customerId = await consumeSignInToken(tx, store.id, token);
    const customer = customerId ? await findCustomer(tx, store.id, customerId) : undefined;
    if (!customer) {
      throw new DomainError(
        'session_invalid',
        'The sign-in link is invalid, expired or already used. Ask for a new one.',
      );
    }
    const session = await createSession(tx, store.id, customer.id, { idleSeconds, maxSeconds });
    if (cartToken) {
      // The visitor's open cart and anonymous conversations become the customer's.
      await adoptOpenCart(tx, store.id, cartToken, customer);
      await adoptVisitorConversations(tx, store.id, cartToken, customer);
    }
    return { sessionToken: session.token, expiresAt: session.expiresAt, customer: presentAccount(customer) };
  });
}

export async function getAccount(em: EntityManager, storeId: string, customerId: string): Promise<AccountView> {
  const customer = await findCustomer(em, storeId, customerId);
  if (!customer) throw sessionInvalid();
  return presentAccount(customer);
}

export async function updateAccount(
  em: EntityManager,
  storeId: string,
  customerId: string,
  changes: ProfileChanges,
): Promise<AccountView> {
  return inTransaction(em, async (tx) => {
    const updated = await updateProfile(tx, storeId, customerId, changes);
    if (!updated) throw sessionInvalid();
    await recordEvent(tx, storeId, 'customer.updated', presentCustomerEvent(updated));
    return presentAccount(updated);
  });
}
