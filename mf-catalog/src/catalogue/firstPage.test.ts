import sample from '@fair/shared/sample-catalogue.json';
import { describe, expect, it } from 'vitest';
import { firstPageText, readFirstPage, sampleFirstPage, type SampleWork } from './firstPage';
import { SEED_PLATFORMS } from './platforms';
import { PAGE_SIZE } from './worksRequest';

const works = sample.works as SampleWork[];

describe('the first page, rendered at build time from the sample catalogue', () => {
  const first = sampleFirstPage({ works });

  it('is what the API answers for the sample: newest first, exact counts, the seed’s platforms', () => {
    const newest = [...works]
      .sort((a, b) => b.addedOn.localeCompare(a.addedOn) || b.id.localeCompare(a.id))
      .slice(0, PAGE_SIZE);
    expect(first.page.works.map((work) => work.id)).toEqual(newest.map((work) => work.id));
    expect(first.page.works[0]?.addedOn).toBe(`${newest[0]?.addedOn}T00:00:00.000Z`);
    expect(first.page.total).toBe(works.length);
    expect(first.page.totalIsEstimate).toBe(false);
    expect(first.page.facets.type.music).toBe(works.filter((w) => w.type === 'music').length);
    expect(first.page.facets.language.fi).toBe(works.filter((w) => w.language === 'fi').length);
    expect(Object.values(first.page.facets.type).reduce((a, b) => a + b, 0)).toBe(works.length);
    expect(first.page.suggestion).toBeNull();
    expect(first.platforms).toEqual(SEED_PLATFORMS);
  });

  it('is a page of at most PAGE_SIZE works, however large the sample', () => {
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
      ...(works[0] as SampleWork),
      id: `w${i}`,
    }));
    expect(sampleFirstPage({ works: many }).page.works).toHaveLength(PAGE_SIZE);
  });

  it('is embedded as text no title can break out of, and read back whole', () => {
    const works = first.page.works.map((work) => ({
      ...work,
      title: '</script><script>alert(1)</script><!-- \u2028',
    }));
    const hostile = { ...first, page: { ...first.page, works } };
    const text = firstPageText(hostile);
    expect(text).not.toMatch(/<|\u2028/);
    expect(readFirstPage(text)).toEqual(hostile);
  });

  it('is not read from anything else', () => {
    for (const text of [undefined, null, '', 'not json', '{}', '{"page":{},"platforms":[]}']) {
      expect(readFirstPage(text)).toBeUndefined();
    }
  });
});
