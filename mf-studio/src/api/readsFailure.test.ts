import { describe, expect, it } from 'vitest';
import { readsFailure, type ApiResult, type Failure } from './client';

const ok: ApiResult<number> = { ok: true, data: 1 };
const failed = (slug: Failure['slug'], status: number): ApiResult<number> => ({
  ok: false,
  failure: { slug, status, errors: [] },
});

describe('readsFailure', () => {
  it('is null when every read succeeded', () => {
    expect(readsFailure([ok, ok])).toBeNull();
  });

  it('names the first failure', () => {
    expect(readsFailure([ok, failed('unreachable', 0), failed('unexpected', 500)])).toMatchObject({
      slug: 'unreachable',
    });
  });

  it('says signed-out when any read found the session ended, whatever came first', () => {
    expect(readsFailure([failed('unreachable', 0), failed('unauthenticated', 401)])).toBe(
      'signed-out',
    );
  });
});
