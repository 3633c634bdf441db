import { LANGUAGES, PLATFORMS } from '@fair/shared';
import { describeTranslationFiles, findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { USER_EXAMPLE_IDS } from '../examples/users';
import { FAQ_IDS } from '../pages/faqItems';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** This remote's namespaces, as its lifecycles load them. */
const NAMESPACES = ['authors', 'distributors', 'users', 'how-it-works', 'faq'] as const;
type Namespace = (typeof NAMESPACES)[number];

function texts(namespace: Namespace): Partial<Record<string, unknown>> {
  const byLanguage: Partial<Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, name] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && name === namespace) byLanguage[language] = content;
  }
  return byLanguage;
}

const present = [...new Set(Object.keys(files).map((path) => path.split('/')[1] ?? ''))].sort();

/**
 * Keys whose text may be the same as the English one in some language. "Integration" is the
 * Swedish word too, and Dutch says "Content" for the work's content (as in "contentvergoeding");
 * nothing else on these pages should stay in English.
 */
const SAME_AS_ENGLISH: Record<Namespace, string[]> = {
  authors: [],
  distributors: ['steps.items[0].title'],
  users: [],
  'how-it-works': ['model.components[0].title'],
  faq: [],
};

describe('translation completeness', () => {
  // Fails until the translators have added pt-PT, fi, sv, et and nl: that is its job.
  it.each(NAMESPACES)('%s exists in all seven languages, on a par with English', (namespace) => {
    expect(
      findParityProblems(texts(namespace), { sameAsEnglishAllowed: SAME_AS_ENGLISH[namespace] }),
    ).toEqual([]);
  });

  it.each(NAMESPACES)('%s: every language present is on a par with English', (namespace) => {
    const byLanguage = texts(namespace);
    const problems = findParityProblems(byLanguage, {
      sameAsEnglishAllowed: SAME_AS_ENGLISH[namespace],
    }).filter((problem) => !problem.endsWith(': missing'));
    expect(problems).toEqual([]);
    expect(Object.keys(byLanguage)).toEqual(expect.arrayContaining(['en', 'pt-BR']));
  });

  it('has no file for a language the site does not offer', () => {
    expect(
      present.filter((language) => !(LANGUAGES as readonly string[]).includes(language)),
    ).toEqual([]);
  });
});

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('no number is typed into a text', () => {
  // Amounts, percentages, hours and counts come from the rules through {{placeholders}}, so a
  // text can never disagree with a price. The only digits allowed are in a name: SHA-256.
  it.each(present)('%s', (language) => {
    const withDigits = NAMESPACES.flatMap((namespace) => strings(texts(namespace)[language]))
      .map((text) => text.replaceAll('SHA-256', '').replace(/\{\{[^}]*\}\}/g, ''))
      .filter((text) => /\p{Nd}/u.test(text));
    expect(withDigits).toEqual([]);
  });
});

type Json = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

function expectList(value: unknown, length: number, fields: readonly string[]) {
  expect(Array.isArray(value)).toBe(true);
  const list = value as Json[];
  expect(list).toHaveLength(length);
  for (const item of list) {
    expect(Object.keys(item).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(typeof item[field]).toBe('string');
  }
}

describe.each(present)('the structure of the %s texts', (language) => {
  const of = (namespace: Namespace) => texts(namespace)[language];

  it('authors: four benefits, four steps', () => {
    expectList(at(of('authors'), 'benefits.items'), 4, ['title', 'text']);
    expectList(at(of('authors'), 'steps.items'), 4, ['title', 'text']);
  });

  it('distributors: four benefits, every partner platform, three steps', () => {
    expectList(at(of('distributors'), 'benefits.items'), 4, ['title', 'text']);
    expect(Object.keys(at(of('distributors'), 'partners.descriptions') as Json).sort()).toEqual(
      [...PLATFORMS].sort(),
    );
    expectList(at(of('distributors'), 'steps.items'), 3, ['title', 'text']);
  });

  it('users: four benefits, four use cases, four steps, three pricing examples', () => {
    expectList(at(of('users'), 'benefits.items'), 4, ['title', 'text']);
    expectList(at(of('users'), 'useCases.items'), 4, ['title', 'text']);
    expectList(at(of('users'), 'steps.items'), 4, ['title', 'text']);
    const examples = at(of('users'), 'examples') as Json;
    expect(Object.keys(examples).filter((key) => typeof examples[key] === 'object')).toEqual([
      ...USER_EXAMPLE_IDS,
    ]);
  });

  it('how it works: five principles, three components', () => {
    expectList(at(of('how-it-works'), 'principles.items'), 5, ['title', 'text']);
    expectList(at(of('how-it-works'), 'model.components'), 3, ['title', 'who', 'text']);
  });

  it('faq: seven questions, each with an answer, keyed by their link ids', () => {
    const items = at(of('faq'), 'items') as Json;
    expect(Object.keys(items)).toEqual([...FAQ_IDS]);
    for (const id of FAQ_IDS) {
      const item = items[id] as Json;
      expect(typeof item.question).toBe('string');
      expect(Array.isArray(item.answer) && item.answer.length > 0).toBe(true);
    }
  });
});

describeTranslationFiles(files, { pages: true });
