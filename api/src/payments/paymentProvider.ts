import { randomBytes } from 'node:crypto';
import type { Cents } from '@fair/shared/rules';

export interface Charge {
  /** What is charged, in euro cents: always computed by the server. */
  amount: Cents;
  currency: 'EUR';
  /** What the buyer sees on their statement. */
  description: string;
  /** The purchase's own Idempotency-Key, so a provider never charges a retry twice. */
  idempotencyKey: string;
}

/**
 * Where money would move. The marketplace has one provider today, the demo provider, which
 * moves none: the purchase dialog says so. A real provider (a card processor) implements the same
 * interface and is chosen by configuration.
 */
export interface PaymentProvider {
  readonly id: string;
  charge(charge: Charge): Promise<{ reference: string }>;
}

/** Accepts every charge at once and moves no money: each purchase gets a `demo_` reference. */
export class DemoPaymentProvider implements PaymentProvider {
  readonly id = 'demo';
  async charge(_charge: Charge): Promise<{ reference: string }> {
    return { reference: `demo_${randomBytes(12).toString('base64url')}` };
  }
}
