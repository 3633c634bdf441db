import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keepUnchanged';

const work = (id: string, title = id) => ({ id, title, platforms: ['ebook'], contentFee: 500 });

describe('keepUnchanged', () => {
  it('keeps the objects an answer repeats, and takes the new ones', () => {
    const previous = { works: [work('a'), work('b')], total: 2 };
    const next = { works: [work('a'), work('c')], total: 2 };
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept.works[0]).toBe(previous.works[0]);
    expect(kept.works[1]).toEqual(next.works[1]);
    expect(kept.works).not.toBe(previous.works);
  });

  it('finds a work that moved to another place by its id', () => {
    const previous = { works: [work('a'), work('b'), work('c')] };
    const next = { works: [work('b'), work('c')] };
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept.works[0]).toBe(previous.works[1]);
    expect(kept.works[1]).toBe(previous.works[2]);
    // Items without ids are matched by place.
    const places = [{ n: 1 }, { n: 2 }];
    const swapped = keepUnchanged(places, [{ n: 2 }, { n: 1 }]);
    expect(swapped).toEqual([{ n: 2 }, { n: 1 }]);
    expect(swapped[0]).not.toBe(places[1]);
  });

  it('gives the previous value itself when nothing changed', () => {
    const previous = { works: [work('a')], facets: { type: { music: 1 } } };
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('sees a change anywhere inside: a field, an array element, a key more or less', () => {
    const previous = { works: [work('a')], facets: { type: { music: 1 } } };
    const renamed = { works: [work('a', 'A')], facets: { type: { music: 1 } } };
    const kept = keepUnchanged(previous, renamed);
    expect(kept.works[0]).toEqual(renamed.works[0]);
    expect(kept.works[0]).not.toBe(previous.works[0]);
    // What did not change inside it is still the previous object.
    expect(kept.works[0]?.platforms).toBe(previous.works[0]?.platforms);
    expect(kept.facets).toBe(previous.facets);
    const morePlatforms = { ...work('a'), platforms: ['ebook', 'audio'] };
    expect(keepUnchanged(work('a'), morePlatforms)).toEqual(morePlatforms);
    const fewer = { id: 'a', title: 'a', platforms: ['ebook'] };
    expect(keepUnchanged(work('a'), fewer)).toEqual(fewer);
    expect(keepUnchanged(fewer, work('a'))).toEqual(work('a'));
    const undefinedKey = { id: 'a', title: 'a', platforms: ['ebook'], contentFee: undefined };
    expect(keepUnchanged(fewer, undefinedKey)).toEqual(undefinedKey);
    expect(keepUnchanged(fewer, undefinedKey)).not.toBe(fewer);
  });

  it('takes the new value when the kinds differ, and leaves other objects alone', () => {
    expect(keepUnchanged([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
    const date = new Date(0);
    expect(keepUnchanged(new Date(0), date)).toBe(date);
    expect(keepUnchanged([1, 2], [1])).toEqual([1]);
  });
});
