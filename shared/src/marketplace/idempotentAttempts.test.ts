import { describe, expect, it } from 'vitest';
import { IdempotentAttempts } from './idempotentAttempts';

describe('one Idempotency-Key per attempt', () => {
  it('sends the same request again with the same key, a changed one with a new key', () => {
    let made = 0;
    const attempts = new IdempotentAttempts(() => `key-${++made}`);
    const request = { workId: 'w', platforms: ['ebook'], licensee: 'Ana' };
    expect(attempts.keyFor(request)).toBe('key-1');
    // The same request, its keys in another order: a retry.
    expect(attempts.keyFor({ licensee: 'Ana', platforms: ['ebook'], workId: 'w' })).toBe('key-1');
    expect(attempts.keyFor({ ...request, licensee: 'Bo' })).toBe('key-2');
    expect(attempts.keyFor({ ...request, licensee: 'Bo' })).toBe('key-2');
    // Answered: buying the same again is a new purchase.
    attempts.settle();
    expect(attempts.keyFor({ ...request, licensee: 'Bo' })).toBe('key-3');
  });

  it('makes random keys the API accepts (1–255 printable ASCII)', () => {
    const key = new IdempotentAttempts().keyFor({});
    expect(key).toMatch(/^[\x20-\x7E]{1,255}$/);
    expect(new IdempotentAttempts().keyFor({})).not.toBe(key);
  });
});
