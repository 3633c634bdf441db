import { CONTENT_TYPES, LANGUAGES, PLATFORMS, parseReferenceRates, type Work } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import catalogueFile from '@fair/shared/sample-catalogue.json';
import ratesFile from '../../public/reference-rates.json';
import { CatalogueFormatError, parseCatalogue } from './parse';

const valid: Work = {
  id: 'calculo',
  title: 'Cálculo I',
  author: 'João Araújo',
  type: 'books',
  language: 'pt-BR',
  contentFee: 2000,
  platforms: ['ebook', 'app-store'],
  description: 'Um curso completo.',
  addedOn: '2026-09-08',
};

describe('parseCatalogue', () => {
  it('reads a valid document', () => {
    expect(parseCatalogue({ version: 1, works: [valid] })).toEqual({ works: [valid], skipped: [] });
  });

  it('refuses a document of another shape or version as a whole', () => {
    for (const document of [
      null,
      [],
      'works',
      { works: [valid] },
      { version: 2, works: [valid] },
    ]) {
      expect(() => parseCatalogue(document)).toThrow(CatalogueFormatError);
    }
    expect(() => parseCatalogue({ version: 1, works: {} })).toThrow(CatalogueFormatError);
  });

  it('leaves out invalid and repeated entries, saying why', () => {
    const { works, skipped } = parseCatalogue({
      version: 1,
      works: [
        valid,
        { ...valid, id: 'float', contentFee: 20.5 },
        { ...valid, id: 'negative', contentFee: -100 },
        { ...valid, id: 'no-platform', platforms: [] },
        { ...valid, id: 'bad-platform', platforms: ['cinema'] },
        { ...valid, id: 'twice', platforms: ['ebook', 'ebook'] },
        { ...valid, id: 'type', type: 'poems' },
        { ...valid, id: 'lang', language: 'de' },
        { ...valid, id: 'date', addedOn: '2026-02-31' },
        { ...valid, id: 'title', title: '   ' },
        { ...valid },
        'not a work',
      ],
    });
    expect(works).toEqual([valid]);
    expect(skipped).toHaveLength(11);
    expect(skipped[0]).toMatch(/^float: contentFee/);
    expect(skipped).toContain('calculo: the id is used twice');
    expect(skipped.at(-1)).toBe('#11: not an object');
  });

  it('refuses a document in which no work is valid', () => {
    expect(() =>
      parseCatalogue({ version: 1, works: [{ ...valid, contentFee: '20.00' }] }),
    ).toThrow(/no valid work/);
  });

  it('accepts an empty catalogue', () => {
    expect(parseCatalogue({ version: 1, works: [] }).works).toEqual([]);
  });

  it('trims the texts', () => {
    const [work] = parseCatalogue({
      version: 1,
      works: [{ ...valid, title: ' Cálculo I ' }],
    }).works;
    expect(work?.title).toBe('Cálculo I');
  });
});

describe('the deployed catalogue.json', () => {
  const { works, skipped } = parseCatalogue(catalogueFile);

  it('is valid from end to end', () => {
    expect(skipped).toEqual([]);
    expect(works.length).toBeGreaterThanOrEqual(12);
  });

  it('covers all six types and several languages', () => {
    expect(new Set(works.map((work) => work.type))).toEqual(new Set(CONTENT_TYPES));
    expect(new Set(works.map((work) => work.language)).size).toBeGreaterThanOrEqual(5);
    for (const work of works) expect(LANGUAGES).toContain(work.language);
  });

  it('has authors with accented names', () => {
    const authors = works.map((work) => work.author).join(' ');
    for (const letter of ['ã', 'ü', 'õ', 'Å', 'ä', 'ö']) expect(authors).toContain(letter);
  });

  it('includes the seed examples: calculus 20.00, album 8.00 and 5.00, movie 12.00, design app 30.00', () => {
    const fee = (type: Work['type'], cents: number) =>
      works.some((work) => work.type === type && work.contentFee === cents);
    expect(works.find((work) => /c[aá]lculo/i.test(work.title))?.contentFee).toBe(2000);
    expect(fee('music', 800) && fee('music', 500)).toBe(true);
    expect(fee('videos', 1200)).toBe(true);
    expect(fee('software', 3000)).toBe(true);
  });

  it('authorizes sensible platforms per type, the default one first', () => {
    const defaults: Record<Work['type'], readonly string[]> = {
      books: ['ebook'],
      music: ['music-streaming'],
      videos: ['video-streaming'],
      images: ['ebook', 'app-store'],
      software: ['app-store'],
      studies: ['ebook'],
    };
    for (const work of works) {
      expect(defaults[work.type]).toContain(work.platforms[0]);
      for (const platform of work.platforms) expect(PLATFORMS).toContain(platform);
    }
  });
});

describe('the deployed reference-rates.json', () => {
  it('is a valid rates document with the three non-euro currencies', () => {
    const rates = parseReferenceRates(ratesFile);
    expect(rates).toBeDefined();
    expect(Object.keys(rates?.rates ?? {}).sort()).toEqual(['BRL', 'SEK', 'USD']);
    expect(rates?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
