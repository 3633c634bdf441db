/**
 * Authors are paid within this many hours of a sale (seed spec §1 and §9). A business promise
 * rather than a pricing rule, so it is not in `@fair/shared`; the texts receive it as
 * `{{payoutHours}}` so no page writes the number by hand.
 */
export const PAYOUT_HOURS = 48;

/**
 * The date the worked examples are priced on. Prices do not depend on it (durations count from
 * the purchase date), but expansions need a "now"; a fixed one keeps the examples reproducible.
 */
export const EXAMPLE_DATE = new Date('2026-01-15T12:00:00.000Z');
