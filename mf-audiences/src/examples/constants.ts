/**
 * The date the worked examples are priced on. Prices do not depend on it (durations count from
 * the purchase date), but expansions need a "now"; a fixed one keeps the examples reproducible.
 */
export const EXAMPLE_DATE = new Date('2026-01-15T12:00:00.000Z');
