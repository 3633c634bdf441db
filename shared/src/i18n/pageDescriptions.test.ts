import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';

/** The page namespaces of the four remotes (the shell's own texts are not a page). */
const files = import.meta.glob<Record<string, unknown>>('../../../mf-*/src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const PAGE_NAMESPACES = [
  'catalog',
  'licenses',
  'articles',
  'legal',
  'philosophy',
  'blog',
  'authors',
  'distributors',
  'users',
  'how-it-works',
  'faq',
];

describe('page descriptions (meta.description, for search engines and link previews)', () => {
  it('cover every page namespace in every language', () => {
    const found = Object.keys(files).map((path) => {
      const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      return `${namespace}:${language}`;
    });
    for (const namespace of PAGE_NAMESPACES) {
      for (const language of LANGUAGES) expect(found).toContain(`${namespace}:${language}`);
    }
  });

  it.each(Object.entries(files))('%s: one or two sentences, short, no typed figure', (_, texts) => {
    const description = (texts.meta as { description?: unknown } | undefined)?.description;
    expect(typeof description).toBe('string');
    const text = description as string;
    expect(text.length).toBeGreaterThanOrEqual(50);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toMatch(/\p{Nd}|\{\{/u);
    expect(text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length).toBeLessThanOrEqual(2);
  });
});
