import type { KeyValueStorage } from './storage';
import { randomToken } from './storage';

export interface SubmitBody {
  paymentMethod: string;
  paymentToken?: string;
}

interface Stored {
  key: string;
  body: string;
}

/**
 * The Idempotency-Key of the checkout submit. A retry of the same payment (after a network failure, a 5xx, a
 * 429 or "still running") sends the same key, so the service joins the first attempt instead of charging again;
 * the key is kept in storage so that even a reload in the middle retries with it. Once the service has answered
 * for good (an order, a decline), the key is dropped and the next payment gets a new one.
 */
export class CheckoutAttempt {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly storageKey: string,
    private readonly newKey: () => string = randomToken,
  ) {}

  keyFor(body: SubmitBody): string {
    const serialized = JSON.stringify({ paymentMethod: body.paymentMethod, paymentToken: body.paymentToken ?? null });
    const stored = this.read();
    if (stored && stored.body === serialized) return stored.key;
    const key = this.newKey();
    this.storage.setItem(this.storageKey, JSON.stringify({ key, body: serialized } satisfies Stored));
    return key;
  }

  /** The service answered definitively: the next submit is a new payment attempt. */
  settle(): void {
    this.storage.removeItem(this.storageKey);
  }

  /** Whether a submit may be in flight from before (a reload during payment). */
  pending(): boolean {
    return this.read() !== undefined;
  }

  private read(): Stored | undefined {
    try {
      const stored = JSON.parse(this.storage.getItem(this.storageKey) ?? 'null') as Stored | null;
      return stored && typeof stored.key === 'string' ? stored : undefined;
    } catch {
      return undefined;
    }
  }
}
