import { describe, expect, it } from 'vitest';
import { FewMatches } from './fewMatches';

describe('searches whose matches were all counted', () => {
  it('holds every search a visitor types on from one of them, and no other', () => {
    const few = new FewMatches();
    few.remember('kan:*', '');
    // The last word typed further, or finished (a space after it).
    for (const typed of ['kan:*', 'kant:*', 'kantele:*', 'kantele', 'kan'])
      expect(few.narrowed(typed, ''), typed).toBe('kan:*');
    // A word added after it.
    expect(few.narrowed('kan & r:*', '')).toBe('kan:*');
    expect(few.narrowed('kantele & river:*', '')).toBe('kan:*');
    // Searches that may match more: a shorter beginning, another word, the word not first.
    for (const other of ['ka:*', 'k:*', 'kin:*', 'river:*', 'river & kan:*', 'akan:*'])
      expect(few.narrowed(other, ''), other).toBeUndefined();
    // Another distributor's platforms are other matches.
    expect(few.narrowed('kant:*', 'ebook')).toBeUndefined();
  });

  it('never takes a whole word for its beginning', () => {
    const few = new FewMatches();
    // "river" as a whole word is not "river…": "rivers" matches the one and not the other.
    few.remember('river', '');
    expect(few.narrowed('river:*', '')).toBeUndefined();
    expect(few.narrowed('rivers:*', '')).toBeUndefined();
    expect(few.narrowed('river & g:*', '')).toBe('river');
  });

  it('forgets a search when told, and the least recently used past its capacity', () => {
    const few = new FewMatches(2);
    few.remember('a:*', '');
    few.remember('b:*', '');
    expect(few.narrowed('ab:*', '')).toBe('a:*'); // used: now the most recent
    few.remember('c:*', '');
    expect(few.narrowed('bc:*', '')).toBeUndefined();
    expect(few.narrowed('ab:*', '')).toBe('a:*');
    few.forget('a:*', '');
    expect(few.narrowed('ab:*', '')).toBeUndefined();
    expect(few.narrowed('cd:*', '')).toBe('c:*');
  });
});
