import { describe, expect, it } from 'vitest';
import { readProblem } from './problem';

const none = new Headers();

describe("the marketplace's problem documents", () => {
  it('are read by their slug, with their detail, field errors and Retry-After', () => {
    expect(
      readProblem(
        429,
        {
          type: '/api/problems/rate-limited',
          title: 'Too many requests',
          status: 429,
          detail: 'Slow down',
          errors: [
            { pointer: '/title', code: 'maxLength', limit: 200, extra: 'ignored' },
            { pointer: '/author', code: 'required', limit: '3' },
            { pointer: 5, code: 'required' },
            { code: 'required' },
            'nonsense',
            null,
          ],
        },
        new Headers({ 'retry-after': '30' }),
      ),
    ).toEqual({
      status: 429,
      slug: 'rate-limited',
      detail: 'Slow down',
      errors: [
        { pointer: '/title', code: 'maxLength', limit: 200 },
        { pointer: '/author', code: 'required' },
      ],
      retryAfterSeconds: 30,
    });
  });

  it('take any slug the API may name: letters, digits and dashes', () => {
    for (const slug of ['not-found', 'http2-required', 'tls13', 'a'.repeat(60)]) {
      expect(readProblem(400, { type: `/api/problems/${slug}` }, none)?.slug, slug).toBe(slug);
    }
  });

  it('are none when the body is not one of the API’s problems, whatever it holds', () => {
    for (const body of [
      null,
      undefined,
      'Bad gateway',
      [],
      {},
      { type: 42 },
      { type: 'about:blank' },
      { type: '/api/problems/' },
      { type: '/api/problems/Not-Found' },
      { type: '/api/problems/a b' },
      { type: '/api/problems/x/../y' },
      { type: 'https://evil.example/api/problems/x' },
      { type: `/api/problems/${'a'.repeat(61)}` },
    ]) {
      expect(readProblem(502, body, none), JSON.stringify(body)).toBeNull();
    }
  });

  it('say when to try again only when Retry-After is a positive number of seconds', () => {
    const type = '/api/problems/unavailable';
    for (const value of ['0', '-1', 'soon', 'Wed, 21 Oct 2026 07:28:00 GMT']) {
      const problem = readProblem(503, { type }, new Headers({ 'retry-after': value }));
      expect(problem, value).not.toHaveProperty('retryAfterSeconds');
    }
  });
});
