import { loadTestTexts } from '@fair/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '../api/client';
import { formErrors, type FormSpec, type Translate } from './failures';

const SPEC: FormSpec<'name' | 'fee' | 'platforms'> = {
  fields: {
    name: { pointer: '/platform/name', kind: 'line' },
    fee: { pointer: '/platform/fee', kind: 'amount' },
    platforms: { pointer: '/platforms', kind: 'choices' },
  },
  problems: { 'platform-taken': 'name' },
};

const failure = (slug: Failure['slug'], errors: Failure['errors'] = []): Failure => ({
  slug,
  status: 400,
  errors,
});

let t: Translate;
beforeAll(async () => {
  t = (await loadTestTexts('en', ['session', 'problems'])).t as unknown as Translate;
});

describe('a refusal sorted for a form', () => {
  it('puts each field error beside its field, the first one of each, a part of a list with the list', () => {
    const errors = formErrors(
      t,
      'en',
      SPEC,
      failure('invalid-request', [
        { pointer: '/platform/name', code: 'maxLength', limit: 60 },
        { pointer: '/platform/name', code: 'pattern' },
        { pointer: '/platforms/2', code: 'unknown' },
      ]),
    );
    expect(errors).toEqual({
      fields: {
        name: 'Too long: at most 60 characters.',
        platforms: 'One of these platforms is no longer offered. Check your choice.',
      },
      general: null,
    });
  });

  it('leaves for the form what no field of it can show (and says which failure it is)', () => {
    const unplaced = failure('invalid-request', [
      { pointer: '/platform', code: 'additionalProperties' },
    ]);
    expect(formErrors(t, 'en', SPEC, unplaced)).toEqual({ fields: {}, general: unplaced });
    const ended = failure('unauthenticated');
    expect(formErrors(t, 'en', SPEC, ended)).toEqual({ fields: {}, general: ended });
  });

  it('puts a problem that concerns one field beside that field', () => {
    expect(formErrors(t, 'en', SPEC, failure('platform-taken')).fields).toEqual({
      name: 'Another platform already has this name.',
    });
  });
});
