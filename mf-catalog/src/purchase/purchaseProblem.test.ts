import { MarketplaceError } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { purchaseProblemOf } from './purchaseProblem';

const problem = (status: number, slug: string, errors: { pointer: string; code: string }[] = []) =>
  new MarketplaceError({ kind: 'problem', status, slug, errors });

describe('what a failed purchase means for the form', () => {
  it('puts a refused name beside the name field', () => {
    const invalid = (code: string) =>
      purchaseProblemOf(problem(400, 'invalid-request', [{ pointer: '/licensee', code }]));
    expect(invalid('required')).toEqual({ field: 'licensee', reason: 'required' });
    expect(invalid('maxLength')).toEqual({ field: 'licensee', reason: 'tooLong' });
    expect(invalid('pattern')).toEqual({ field: 'licensee', reason: 'invalid' });
  });

  it('puts a platform the author no longer offers beside the platforms', () => {
    expect(purchaseProblemOf(problem(422, 'platform-not-offered'))).toEqual({
      field: 'platforms',
    });
  });

  it('calls no answer, a server fault and too many requests "cannot be confirmed now"', () => {
    expect(purchaseProblemOf(new MarketplaceError({ kind: 'unreachable' }))).toEqual({
      field: null,
      reason: 'unreachable',
    });
    expect(purchaseProblemOf(problem(503, 'unavailable')).field).toBeNull();
    expect(purchaseProblemOf(problem(500, 'server-error'))).toMatchObject({
      reason: 'unreachable',
    });
    expect(purchaseProblemOf(problem(429, 'rate-limited'))).toMatchObject({
      reason: 'unreachable',
    });
    expect(purchaseProblemOf(new TypeError('bug'))).toMatchObject({ reason: 'unreachable' });
  });

  it('names any other refusal by its problem', () => {
    expect(purchaseProblemOf(problem(410, 'work-withdrawn'))).toEqual({
      field: null,
      reason: 'problem',
      slug: 'work-withdrawn',
    });
    expect(purchaseProblemOf(new MarketplaceError({ kind: 'malformed', status: 200 }))).toEqual({
      field: null,
      reason: 'problem',
      slug: null,
    });
  });
});
