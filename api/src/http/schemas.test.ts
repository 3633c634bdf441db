import type { MarketplaceWork, MarketplaceWorksPage } from '@fair/shared/rules';
import sampleCatalogue from '@fair/shared/sample-catalogue.json';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Work, WorksPage } from './schemas';

// The shapes of the answers are written once, in @fair/shared (the pages read them); the schemas
// here check them. These hold the two to the same shape: a field added, removed or retyped on
// either side fails the type check (`pnpm --filter @fair/api typecheck`).
describe('the schemas of the answers the pages read', () => {
  it('are the shapes @fair/shared gives the pages', () => {
    expectTypeOf<Static<typeof Work>>().toEqualTypeOf<MarketplaceWork>();
    expectTypeOf<Static<typeof WorksPage>>().toEqualTypeOf<MarketplaceWorksPage>();
  });

  it('accept a page of that shape and refuse one with a field missing', () => {
    const sample = sampleCatalogue.works[0];
    if (!sample) throw new Error('the sample catalogue has no work');
    // As the API serves a work: its date as a date and time.
    const work = { ...sample, addedOn: new Date(sample.addedOn).toISOString() };
    const page = {
      works: [work],
      total: 1,
      totalIsEstimate: false,
      facets: { type: { [work.type]: 1 }, language: { [work.language]: 1 } },
      facetsAreEstimates: false,
      nextCursor: null,
      suggestion: null,
    };
    expect(Value.Check(WorksPage, page)).toBe(true);
    const { suggestion: _suggestion, ...withoutSuggestion } = page;
    expect(Value.Check(WorksPage, withoutSuggestion)).toBe(false);
  });
});
