import { describe, expect, it } from 'vitest';
import { textTemplate } from './textTemplate';

describe('textTemplate', () => {
  it('translates once and fills each value where the translation puts it', () => {
    let translations = 0;
    const facet = textTemplate(
      ({ label, total }) => {
        translations += 1;
        return `${label} (about ${total})`;
      },
      ['label', 'total'],
    );
    expect(facet({ label: 'Music', total: '1,234' })).toBe('Music (about 1,234)');
    expect(facet({ label: 'Books', total: '0' })).toBe('Books (about 0)');
    expect(translations).toBe(1);
  });

  it('follows the translation’s order of the values, and a value it repeats or leaves out', () => {
    const reversed = textTemplate(({ a, b }) => `${b}, ${a}, ${b}`, ['a', 'b']);
    expect(reversed({ a: 'one', b: 'two' })).toBe('two, one, two');
    const without = textTemplate(() => 'none here', ['a']);
    expect(without({ a: 'one' })).toBe('none here');
  });

  it('puts a value in as it is, whatever it holds', () => {
    const byline = textTemplate(({ author }) => `de ${author}`, ['author']);
    expect(byline({ author: '$& $1 {{x}} <b>' })).toBe('de $& $1 {{x}} <b>');
  });
});
