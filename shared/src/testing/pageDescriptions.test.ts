import { describe, expect, it } from 'vitest';
import { findPageDescriptionProblems } from './pageDescriptions';

const file = (description: unknown) => ({ './en/page.json': { meta: { description } } });

describe('findPageDescriptionProblems', () => {
  it('accepts one or two short sentences', () => {
    const good = 'Browse works and buy a licence. Every part of the price is shown first.';
    expect(findPageDescriptionProblems(file(good))).toEqual([]);
  });

  it('names the file and what is wrong', () => {
    expect(findPageDescriptionProblems({ './en/page.json': {} })).toEqual([
      './en/page.json: no meta.description',
    ]);
    expect(findPageDescriptionProblems(file('Too short.'))).toEqual([
      './en/page.json: meta.description has 10 characters, not 50–160',
    ]);
    expect(
      findPageDescriptionProblems(file(`A commission of 7% is added. ${'x'.repeat(30)}`)),
    ).toEqual(['./en/page.json: meta.description types a figure or a placeholder']);
    expect(
      findPageDescriptionProblems(file('One sentence here. Two sentences here. And three here.')),
    ).toEqual(['./en/page.json: meta.description has more than two sentences']);
    expect(findPageDescriptionProblems({ 'page.json': {} })).toEqual([
      'page.json: not a locale file (…/<language>/<namespace>.json)',
    ]);
  });
});
