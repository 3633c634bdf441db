// @ts-check
import { describe, expect, it } from 'vitest';
import { requestPath } from './requestPath.mjs';

describe('reading a request target', () => {
  it('decodes each segment once and keeps the query', () => {
    expect(requestPath('/%72emotes.json?x=1')).toEqual({
      ok: true,
      path: '/remotes.json',
      segments: ['remotes.json'],
      query: '?x=1',
    });
    expect(requestPath('/en/faq#a')).toMatchObject({ ok: true, path: '/en/faq', query: '' });
  });

  it.each([
    ['http://evil/x', 400],
    ['*', 400],
    ['/%zz', 400],
    ['/a%00b', 400],
    ['/a%2Fb', 400],
    ['/a%5Cb', 400],
    ['/../etc/passwd', 404],
    ['/%2e%2e/etc/passwd', 404],
    ['/./x', 404],
    [`/${'a'.repeat(5000)}`, 414],
  ])('refuses %s with %i', (target, status) => {
    expect(requestPath(target)).toEqual({ ok: false, status });
  });
});
