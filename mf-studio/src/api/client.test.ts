import { i18n } from '@fair/shared/runtime';
import { loadTestTexts } from '@fair/shared/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';

/** The API answering the next request with `status` and `body` (JSON unless a string). */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/problem+json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeAll(async () => {
  await loadTestTexts('en', ['problems']);
});

describe('a failed call to the API', () => {
  it('is the problem the API answered with, and its field errors, when the site has words for it', async () => {
    answering(400, {
      type: '/api/problems/invalid-request',
      status: 400,
      errors: [{ pointer: '/title', code: 'maxLength', limit: 200 }, { pointer: 1 }, 'nonsense'],
    });
    expect(await callApi('POST', 'studio/works', { title: 'x' })).toEqual({
      ok: false,
      failure: {
        slug: 'invalid-request',
        status: 400,
        errors: [{ pointer: '/title', code: 'maxLength', limit: 200 }],
      },
    });
  });

  it('is read whatever its slug holds: letters, digits and dashes', async () => {
    // A problem whose slug has a digit, as the API may name one (its words are the site's).
    i18n.addResource('en', 'problems', 'passkey-2-missing', 'Add a second passkey first.');
    answering(409, { type: '/api/problems/passkey-2-missing', status: 409 });
    expect(await callApi('DELETE', 'account/passkeys/p1')).toMatchObject({
      ok: false,
      failure: { slug: 'passkey-2-missing', status: 409 },
    });
  });

  it('is unexpected when the site has no words for the problem, keeping its field errors', async () => {
    answering(400, {
      type: '/api/problems/never-heard-of-it',
      errors: [{ pointer: '/x', code: 'y' }],
    });
    expect(await callApi('POST', 'studio/works', {})).toEqual({
      ok: false,
      failure: { slug: 'unexpected', status: 400, errors: [{ pointer: '/x', code: 'y' }] },
    });
  });

  it('is unexpected when the answer is not a problem of the API', async () => {
    for (const [status, body] of [
      [502, 'Bad gateway'],
      [500, { message: 'Internal Server Error' }],
      [404, { type: 'about:blank' }],
    ] as const) {
      answering(status, body);
      expect(await callApi('GET', 'studio/works'), JSON.stringify(body)).toEqual({
        ok: false,
        failure: { slug: 'unexpected', status, errors: [] },
      });
    }
  });

  it('is unreachable when there is no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await callApi('GET', 'studio/works')).toEqual({
      ok: false,
      failure: { slug: 'unreachable', status: 0, errors: [] },
    });
  });
});
