/**
 * Authors are paid their content fee this many hours after the sale (product rules §8). Texts
 * quote it as `{{payout.hours, number}}` (`i18n/textVariables.ts`), so no page types the figure.
 */
export const PAYOUT_DELAY_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

/** When the author of a sale made at `soldAt` is paid: `PAYOUT_DELAY_HOURS` later. */
export function payoutDate(soldAt: Date): Date {
  return new Date(soldAt.getTime() + PAYOUT_DELAY_HOURS * HOUR_MS);
}
