import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@fair/shared/rules';
import { describe, expect, it } from 'vitest';
import { PROBLEM_SLUGS, PROBLEM_STATUS } from './problemTypes';
import { fieldErrors, Problem, toProblem } from './problems';
import { redactedUrl } from './redact';

const LOCALES = fileURLToPath(new URL('../../../shared/src/i18n/locales/', import.meta.url));

describe('problem types', () => {
  it('each has its text in every language, and no language has a text for a type that is gone', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const texts = JSON.parse(
        readFileSync(`${LOCALES}${language}/problems.json`, 'utf8'),
      ) as Record<string, unknown>;
      for (const slug of PROBLEM_SLUGS) {
        expect(
          typeof texts[slug] === 'string' && (texts[slug] as string).trim() !== '',
          `${language}: problems.${slug}`,
        ).toBe(true);
      }
      expect(Object.keys(texts).sort(), language).toEqual([...PROBLEM_SLUGS].sort());
    }
  });

  it('each has an error status', () => {
    for (const slug of PROBLEM_SLUGS) {
      expect(PROBLEM_STATUS[slug]).toBeGreaterThanOrEqual(400);
      expect(new Problem(slug).status).toBe(PROBLEM_STATUS[slug]);
    }
  });

  it('reads Ajv’s errors as one field error each, with where and which rule', () => {
    expect(
      fieldErrors([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'workId' } },
        {
          instancePath: '',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'total' },
        },
        { instancePath: '/licensee', keyword: 'maxLength', params: { limit: 200 } },
        { instancePath: '/platforms/0', keyword: 'pattern', params: {} },
      ]),
    ).toEqual([
      { pointer: '/workId', code: 'required' },
      { pointer: '/total', code: 'additionalProperties' },
      { pointer: '/licensee', code: 'maxLength', limit: 200 },
      { pointer: '/platforms/0', code: 'pattern' },
    ]);
    expect(fieldErrors([{ instancePath: '/limit', keyword: 'pattern' }], 'querystring')).toEqual([
      { pointer: '/querystring/limit', code: 'pattern' },
    ]);
  });

  it('makes every error a problem: a database that is gone is unavailable, anything unknown a server error', () => {
    expect(toProblem(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })).slug).toBe(
      'unavailable',
    );
    expect(
      toProblem(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).slug,
    ).toBe('body-too-large');
    expect(toProblem(Object.assign(new Error('x'), { statusCode: 429 })).slug).toBe('rate-limited');
    expect(toProblem(new TypeError('boom')).slug).toBe('server-error');
    // A row a concurrent request wrote first: 409, not a failure of the server.
    expect(toProblem(Object.assign(new Error('duplicate key'), { code: '23505' })).slug).toBe(
      'conflict',
    );
  });
});

describe('logged addresses', () => {
  it('never hold a licence key', () => {
    expect(redactedUrl('/api/licences/abcDEF_123-x')).toBe('/api/licences/[key]');
    expect(redactedUrl('/api/licences/abcDEF_123-x/expansions?x=1')).toBe(
      '/api/licences/[key]/expansions?x=1',
    );
    expect(redactedUrl('/api/licences/imports')).toBe('/api/licences/imports');
    expect(redactedUrl('/api/works?q=x')).toBe('/api/works?q=x');
    // Addresses the router reads as the licence's, and a key anywhere else.
    const key = 'Ab3_'.repeat(10) + 'xyz';
    for (const address of [
      `/api/%6Cicences/${key}`,
      `//api/licences/${key}`,
      `/api//licences/${key}`,
      `/API/Licences/${key}`,
      `/api/licences/${key.slice(0, 10)}%2F${key.slice(10)}`,
      `/api/verify/x?note=${key}`,
      `/api/licences/${encodeURIComponent(key).replace('A', '%41')}`,
    ]) {
      expect(redactedUrl(address), address).not.toContain(key.slice(10, 30));
    }
    // A work's id, however long, is no key.
    const longId = 'a-very-long-work-id-with-many-words-in-it-and-more';
    expect(redactedUrl(`/api/works/${longId}`)).toBe(`/api/works/${longId}`);
  });
});
