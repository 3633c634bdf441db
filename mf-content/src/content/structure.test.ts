import { describe, expect, it } from 'vitest';
import { ARTICLE_SECTION_IDS } from './article';
import { BLOG_TOPIC_COUNT } from './blog';
import { COMPARISON_ROW_IDS, JURISDICTIONS } from './legal';
import { PHILOSOPHY_LIST_SIZES } from './philosophy';
import { PRIVACY_SECTION_IDS, SERVER_COLUMNS, SERVER_ROW_IDS } from './privacy';

/** Every locale file present, by language and namespace: the checks run on every language. */
const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

function filesOf(namespace: string): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[2] === namespace) found.push([match[1] ?? path, module.default]);
  }
  return found;
}

function get(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
}

function expectText(value: unknown, where: string) {
  expect(typeof value === 'string' && value.trim().length > 0, `${where} is a non-empty text`).toBe(
    true,
  );
}

function expectTexts(value: unknown, where: string): unknown[] {
  expect(Array.isArray(value) && value.length > 0, `${where} is a non-empty list`).toBe(true);
  const items = value as unknown[];
  items.forEach((item, index) => expectText(item, `${where}[${index}]`));
  return items;
}

function expectArray(value: unknown, where: string): unknown[] {
  expect(Array.isArray(value), `${where} is a list`).toBe(true);
  return value as unknown[];
}

describe('the English reference files exist', () => {
  it.each(['articles', 'legal', 'philosophy', 'blog', 'privacy'])('%s', (namespace) => {
    expect(filesOf(namespace).map(([language]) => language)).toContain('en');
  });
});

describe.each(filesOf('articles'))('articles (%s)', (_language, texts) => {
  it('has a title, a standfirst, a contents heading and the licence note', () => {
    for (const key of ['eyebrow', 'title', 'standfirst', 'toc.heading', 'license.text']) {
      expectText(get(texts, key), key);
    }
    expectText(get(texts, 'license.linkLabel'), 'license.linkLabel');
  });

  it('has exactly the nine sections, in order, each with a heading and a body', () => {
    const sections = get(texts, 'sections') as Record<string, unknown>;
    expect(Object.keys(sections)).toEqual([...ARTICLE_SECTION_IDS]);
    for (const id of ARTICLE_SECTION_IDS) {
      expectText(get(sections, `${id}.heading`), `${id}.heading`);
      expectTexts(get(sections, `${id}.paragraphs`), `${id}.paragraphs`);
      const subsections = get(sections, `${id}.subsections`);
      if (subsections === undefined) continue;
      expectArray(subsections, `${id}.subsections`).forEach((subsection, index) => {
        expectText(get(subsection, 'heading'), `${id}.subsections[${index}].heading`);
        expectTexts(get(subsection, 'paragraphs'), `${id}.subsections[${index}].paragraphs`);
      });
    }
  });

  it('compares the five countries the specification names', () => {
    const subsections = expectArray(
      get(texts, 'sections.international-comparisons.subsections'),
      'international-comparisons.subsections',
    );
    // United States, United Kingdom, France, Germany, Spain, then the conclusions drawn.
    expect(subsections).toHaveLength(6);
  });
});

describe.each(filesOf('legal'))('legal (%s)', (_language, texts) => {
  it('has the title, the text sections and the disclaimer', () => {
    for (const key of ['title', 'standfirst', 'disclaimer']) expectText(get(texts, key), key);
    for (const id of ['exclusiveRight', 'model', 'collective']) {
      expectText(get(texts, `sections.${id}.heading`), `sections.${id}.heading`);
      expectTexts(get(texts, `sections.${id}.paragraphs`), `sections.${id}.paragraphs`);
    }
  });

  it('has the comparison table with its caption, headers and five rows', () => {
    for (const key of ['heading', 'intro', 'caption', 'columns.aspect', 'columns.model']) {
      expectText(get(texts, `comparison.${key}`), `comparison.${key}`);
    }
    expectText(get(texts, 'comparison.columns.collective'), 'comparison.columns.collective');
    const rows = get(texts, 'comparison.rows') as Record<string, unknown>;
    expect(Object.keys(rows)).toEqual([...COMPARISON_ROW_IDS]);
    for (const id of COMPARISON_ROW_IDS) {
      for (const cell of ['aspect', 'model', 'collective']) {
        expectText(get(rows, `${id}.${cell}`), `rows.${id}.${cell}`);
      }
    }
  });

  it('lists the twelve jurisdictions, each law with a title, a citation and a summary', () => {
    const jurisdictions = get(texts, 'legislation.jurisdictions') as Record<string, unknown>;
    expect(Object.keys(jurisdictions)).toEqual(JURISDICTIONS.map(({ id }) => id));
    expectText(get(texts, 'legislation.societiesLabel'), 'legislation.societiesLabel');
    for (const { id } of JURISDICTIONS) {
      expectText(get(jurisdictions, `${id}.name`), `${id}.name`);
      const laws = expectArray(get(jurisdictions, `${id}.laws`), `${id}.laws`);
      expect(laws.length, `${id} has at least one law`).toBeGreaterThan(0);
      laws.forEach((law, index) => {
        for (const field of ['title', 'citation', 'summary']) {
          expectText(get(law, field), `${id}.laws[${index}].${field}`);
        }
      });
      // Every country names its collecting societies; the EU has none of its own.
      if (id === 'eu') expect(get(jurisdictions, 'eu.societies')).toBeUndefined();
      else expectText(get(jurisdictions, `${id}.societies`), `${id}.societies`);
    }
  });
});

describe.each(filesOf('philosophy'))('philosophy (%s)', (_language, texts) => {
  it('has every section with its heading and text', () => {
    for (const section of [
      'derivative',
      'extendedCopyright',
      'copyleft',
      'separation',
      'returning',
    ]) {
      expectText(get(texts, `${section}.heading`), `${section}.heading`);
      expectTexts(get(texts, `${section}.paragraphs`), `${section}.paragraphs`);
    }
    for (const key of [
      'title',
      'standfirst',
      'extendedCopyright.impactsHeading',
      'copyleft.freedomsHeading',
      'copyleft.freedomsIntro',
      'copyleft.storiesHeading',
      'copyleft.benefitsHeading',
      'separation.pillarHeading',
      'returning.goalsHeading',
      'returning.closing',
    ]) {
      expectText(get(texts, key), key);
    }
  });

  it.each(Object.entries(PHILOSOPHY_LIST_SIZES))('%s has %i items', (path, size) => {
    const items = expectArray(get(texts, path), path);
    expect(items).toHaveLength(size);
    items.forEach((item, index) => {
      expectText(get(item, path === 'copyleft.stories' ? 'name' : 'title'), `${path}[${index}]`);
      expectText(get(item, 'text'), `${path}[${index}].text`);
    });
  });
});

describe.each(filesOf('blog'))('blog (%s)', (_language, texts) => {
  it('has its text, the five topics and the link texts', () => {
    for (const key of ['title', 'topicsHeading', 'cta.label', 'cta.newTab', 'hostNote']) {
      expectText(get(texts, key), key);
    }
    expectText(get(texts, 'unavailable'), 'unavailable');
    expectTexts(get(texts, 'intro'), 'intro');
    const topics = expectArray(get(texts, 'topics'), 'topics');
    expect(topics).toHaveLength(BLOG_TOPIC_COUNT);
    topics.forEach((topic, index) => {
      expectText(get(topic, 'title'), `topics[${index}].title`);
      expectText(get(topic, 'text'), `topics[${index}].text`);
    });
  });
});

describe.each(filesOf('privacy'))('privacy (%s)', (_language, texts) => {
  it('has the table of what the server keeps, every row with what, why and for how long', () => {
    for (const key of ['title', 'standfirst', 'server.heading', 'server.intro', 'server.caption']) {
      expectText(get(texts, key), key);
    }
    for (const column of SERVER_COLUMNS) expectText(get(texts, `server.columns.${column}`), column);
    for (const row of SERVER_ROW_IDS) {
      for (const column of SERVER_COLUMNS) {
        expectText(get(texts, `server.rows.${row}.${column}`), `server.rows.${row}.${column}`);
      }
    }
  });

  it('says how to erase a name in three steps, and has every other section', () => {
    expectTexts(get(texts, 'erase.paragraphs'), 'erase.paragraphs');
    expect(expectTexts(get(texts, 'erase.steps'), 'erase.steps')).toHaveLength(3);
    expectText(get(texts, 'erase.link'), 'erase.link');
    for (const id of PRIVACY_SECTION_IDS) {
      expectText(get(texts, `${id}.heading`), `${id}.heading`);
      expectTexts(get(texts, `${id}.paragraphs`), `${id}.paragraphs`);
    }
  });
});
