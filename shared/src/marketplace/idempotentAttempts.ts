import { canonicalJson } from './canonicalJson';

/**
 * The `Idempotency-Key` of a purchase or an expansion, one per attempt: the same request sent
 * again (a double click, a retry after the network failed) carries the same key, so the server
 * answers it with its first answer and never buys twice; a changed request is a new attempt with
 * a new key (the server refuses a key reused with another body). Once an attempt has its answer,
 * `settle()` makes the next one new.
 */
export class IdempotentAttempts {
  private current: { request: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(request: unknown): string {
    const text = canonicalJson(request);
    if (this.current?.request !== text) this.current = { request: text, key: this.newKey() };
    return this.current.key;
  }

  settle(): void {
    this.current = null;
  }
}
