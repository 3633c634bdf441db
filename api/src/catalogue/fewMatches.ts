/** How many searches `FewMatches` remembers at most (the oldest forgotten first). */
export const FEW_MATCHES_KEPT = 4_096;

/** A term of a `to_tsquery` text as `tsQueryText` writes it: a word, or a word's beginning (`:*`). */
interface Term {
  word: string;
  prefix: boolean;
}

const termsOf = (tsquery: string): Term[] =>
  tsquery
    .split(' & ')
    .map((term) =>
      term.endsWith(':*')
        ? { word: term.slice(0, -2), prefix: true }
        : { word: term, prefix: false },
    );

const textOf = (terms: readonly Term[]) =>
  terms.map((term) => (term.prefix ? `${term.word}:*` : term.word)).join(' & ');

/** The term's word begun, at every length: `kan:*` for `kant` holds every match of `kant`. */
const beginnings = (term: Term): Term[] =>
  [...term.word].map((_, end) => ({
    word: [...term.word].slice(0, end + 1).join(''),
    prefix: true,
  }));

/**
 * The searches a visitor typed on the way to this one, each with every match of it: the same
 * words with the last one shorter, or without the last word (that word begun at any length too).
 * `kantele:*` after `kan:*`, `river & g:*` after `river` or `river:*`.
 */
function typedBefore(tsquery: string): string[] {
  const terms = termsOf(tsquery);
  const last = terms.at(-1);
  if (!last) return [];
  const before = terms.slice(0, -1);
  const found = [tsquery, ...beginnings(last).map((begun) => textOf([...before, begun]))];
  const previous = before.at(-1);
  if (previous) {
    const earlier = before.slice(0, -1);
    found.push(textOf(before), ...beginnings(previous).map((begun) => textOf([...earlier, begun])));
  }
  return found;
}

/**
 * Searches whose matches were all counted, no more than the exact bound: a search that narrows one
 * of them (its last word typed further, a word added) has no more matches, so it can be counted at
 * once, without first estimating from a sample of the catalogue's pages whether it has too many.
 * As a visitor types, each key narrows the search before it. Only ever a hint: a catalogue that has
 * grown since is found out by the count itself (it holds more than the bound), and the search then
 * goes the usual way. `scope` tells apart what else the matches depend on (a distributor's
 * platforms). Bounded: at most `FEW_MATCHES_KEPT`, the least recently used forgotten first.
 */
export class FewMatches {
  private readonly kept = new Map<string, true>();

  constructor(private readonly capacity = FEW_MATCHES_KEPT) {}

  remember(tsquery: string, scope: string): void {
    const key = `${scope}\u0000${tsquery}`;
    this.kept.delete(key);
    this.kept.set(key, true);
    if (this.kept.size > this.capacity) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }

  /** The remembered search that holds every match of this one, if any. */
  narrowed(tsquery: string, scope: string): string | undefined {
    for (const candidate of typedBefore(tsquery)) {
      const key = `${scope}\u0000${candidate}`;
      if (this.kept.has(key)) {
        this.kept.delete(key);
        this.kept.set(key, true);
        return candidate;
      }
    }
    return undefined;
  }

  forget(tsquery: string, scope: string): void {
    this.kept.delete(`${scope}\u0000${tsquery}`);
  }
}
