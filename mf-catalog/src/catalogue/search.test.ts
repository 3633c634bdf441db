import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesTerms, normalizeForSearch, searchKey, searchTerms } from './search';

describe('normalizeForSearch', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('João')).toBe('joao');
    expect(normalizeForSearch('SÕRMUS')).toBe('sormus');
    expect(normalizeForSearch('Åsa Lindqvist')).toBe('asa lindqvist');
    expect(normalizeForSearch('Väinö Mäkelä')).toBe('vaino makela');
    expect(normalizeForSearch('Müller')).toBe('muller');
    expect(normalizeForSearch('Gonçalves')).toBe('goncalves');
  });

  it('folds letters that Unicode does not decompose', () => {
    expect(normalizeForSearch('Łukasz')).toBe('lukasz');
    expect(normalizeForSearch('Straße')).toBe('strasse');
    expect(normalizeForSearch('Søren Ærø')).toBe('soren aero');
  });

  it('treats punctuation and runs of spaces as one separator', () => {
    expect(normalizeForSearch('  Cálculo I:  Limites,\tDerivadas ')).toBe(
      'calculo i limites derivadas',
    );
    expect(normalizeForSearch('Färgrum – färgpaletter')).toBe('fargrum fargpaletter');
  });

  it('keeps symbols and emoji, so they match only themselves', () => {
    expect(normalizeForSearch('C++')).toBe('c++');
    expect(normalizeForSearch('🎵')).toBe('🎵');
  });

  it('never throws and always returns a string, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
        expect(typeof normalizeForSearch(text)).toBe('string');
        expect(Array.isArray(searchTerms(text))).toBe(true);
      }),
    );
    expect(normalizeForSearch('\uD800 lone surrogate')).toContain('lone surrogate');
  });
});

describe('searchTerms', () => {
  it('splits the query into distinct words, longest first', () => {
    expect(searchTerms('joao  calculo JOÃO')).toEqual(['calculo', 'joao']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('?!,.')).toEqual([]);
  });

  it('handles a query of 10 000 characters quickly', () => {
    const query = 'ação 😀 x'.repeat(1250);
    const started = performance.now();
    const terms = searchTerms(query);
    expect(terms.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('matchesTerms', () => {
  const key = searchKey('Cálculo I: Limites, Derivadas e Integrais', 'João Araújo Nogueira');

  it('finds a work by its title or its author, ignoring case and accents', () => {
    expect(matchesTerms(key, searchTerms('joao'))).toBe(true);
    expect(matchesTerms(key, searchTerms('ARAUJO'))).toBe(true);
    expect(matchesTerms(key, searchTerms('cálc'))).toBe(true);
    expect(matchesTerms(key, searchTerms('derivadas'))).toBe(true);
  });

  it('needs every word, each in the title or the author', () => {
    expect(matchesTerms(key, searchTerms('calculo joao'))).toBe(true);
    expect(matchesTerms(key, searchTerms('calculo maria'))).toBe(false);
  });

  it('does not match across the title and the author', () => {
    // The title ends in "integrais" and the author starts with "joao".
    expect(matchesTerms(key, searchTerms('integraisjoao'))).toBe(false);
  });

  it('finds nothing for emoji or symbols that no work has', () => {
    expect(matchesTerms(key, searchTerms('🎵'))).toBe(false);
    expect(matchesTerms(key, searchTerms('€$'))).toBe(false);
  });

  it('matches everything for an empty query; punctuation alone counts as empty', () => {
    expect(matchesTerms(key, searchTerms(''))).toBe(true);
    expect(matchesTerms(key, searchTerms(' %!? '))).toBe(true);
  });
});
