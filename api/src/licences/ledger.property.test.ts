import fc from 'fast-check';
import {
  availableDurations,
  contentFeeFor,
  DURATIONS,
  ExpansionError,
  type Duration,
} from '@fair/shared/rules';
import { describe, expect, it } from 'vitest';
import { expansionEvent, purchaseEvent, stateOf, type LedgerEvent } from './ledger';

const PLATFORM_IDS = ['a', 'b', 'c', 'd', 'e'];
const DAY = 86_400_000;

const platformWithFee = fc.record({
  platform: fc.constantFrom(...PLATFORM_IDS),
  fee: fc.integer({ min: 0, max: 100_000 }),
});

const expansion = fc.record({
  daysLater: fc.integer({ min: 0, max: 900 }),
  add: fc.uniqueArray(platformWithFee, { selector: (line) => line.platform, maxLength: 3 }),
  duration: fc.option(fc.constantFrom(...DURATIONS), { nil: undefined }),
});

/** Every event adds up, and the state is their sum. */
function expectAddsUp(events: LedgerEvent[]) {
  for (const event of events) {
    const fees = event.addedPlatforms.reduce((sum, line) => sum + line.fee, 0);
    expect(event.distributionFee).toBe(fees);
    expect(event.total).toBe(event.contentFee + event.distributionFee + event.commission);
  }
  const state = stateOf(events);
  const fees = state.distributionFees.reduce((sum, line) => sum + line.fee, 0);
  expect(state.total).toBe(state.contentFee + fees + state.commission);
  expect(state.total).toBe(events.reduce((sum, event) => sum + event.total, 0));
}

describe('the ledger, for any sequence of a purchase and expansions', () => {
  it('keeps total = content + distribution + commission, and never charges the content fee twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.uniqueArray(platformWithFee, {
          selector: (line) => line.platform,
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom(...DURATIONS),
        fc.array(expansion, { maxLength: 6 }),
        (listed, bought, duration, expansions) => {
          const start = new Date('2026-01-01T00:00:00.000Z');
          const events = [purchaseEvent(listed, bought, duration, start).event];
          let now = start;
          for (const step of expansions) {
            now = new Date(now.getTime() + step.daysLater * DAY);
            const state = stateOf(events);
            const owned = new Set(state.distributionFees.map((line) => line.platform));
            const add = step.add.filter((line) => !owned.has(line.platform));
            const allowed =
              step.duration === undefined ||
              step.duration === state.duration ||
              availableDurations(
                { purchaseDate: state.purchasedAt, duration: state.duration },
                now,
              ).includes(step.duration);
            const changes =
              add.length > 0 || (step.duration !== undefined && step.duration !== state.duration);
            try {
              events.push(
                expansionEvent(state, { addPlatforms: add, duration: step.duration }, now).event,
              );
              expect(allowed && changes).toBe(true);
            } catch (error) {
              expect(error).toBeInstanceOf(ExpansionError);
              expect(allowed && changes).toBe(false);
            }
          }
          expectAddsUp(events);
          const state = stateOf(events);
          // The content fees paid telescope to exactly the final duration's fee: never paid twice.
          expect(state.contentFee).toBe(contentFeeFor(listed, state.duration));
          expect(state.contentFee).toBeLessThanOrEqual(listed);
          const platforms = state.distributionFees.map((line) => line.platform);
          expect(new Set(platforms).size).toBe(platforms.length);
          // Durations only ever grow.
          const order = events.map((event) => DURATIONS.indexOf(event.toDuration as Duration));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        },
      ),
      { numRuns: 500 },
    );
  });
});
