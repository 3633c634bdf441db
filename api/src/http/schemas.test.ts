import type { MarketplaceWork, MarketplaceWorksPage } from '@fair/shared/rules';
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
    const page: MarketplaceWorksPage = {
      works: [
        {
          id: 'ondas-curtas',
          title: 'Ondas curtas',
          author: 'Ana Autora',
          type: 'music',
          language: 'pt-BR',
          description: 'Um disco.',
          contentFee: 1200,
          platforms: ['music-streaming'],
          addedOn: '2026-11-01T10:00:00.000Z',
        },
      ],
      total: 1,
      totalIsEstimate: false,
      facets: { type: { music: 1 }, language: { 'pt-BR': 1 } },
      facetsAreEstimates: false,
      nextCursor: null,
      suggestion: null,
    };
    expect(Value.Check(WorksPage, page)).toBe(true);
    const { suggestion: _suggestion, ...withoutSuggestion } = page;
    expect(Value.Check(WorksPage, withoutSuggestion)).toBe(false);
  });
});
