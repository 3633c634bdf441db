import { isTemporaryFailure, MarketplaceError, problemSlugOf } from '@fair/shared';

/**
 * What a refused or failed purchase means for the form: a field to correct (said beside it), or
 * the whole purchase (said above the buttons). Nothing typed is ever cleared.
 */
export type PurchaseProblem =
  | { field: 'licensee'; reason: 'required' | 'tooLong' | 'invalid' }
  | { field: 'platforms' }
  | { field: null; reason: 'unreachable' }
  /** Confirmed before the server's price arrived: nothing is bought at a price not seen. */
  | { field: null; reason: 'noPrice' }
  | { field: null; reason: 'problem'; slug: string | null };

export function purchaseProblemOf(error: unknown): PurchaseProblem {
  // No answer, the server's own fault or too many requests: nothing was bought, and the same
  // request (with the same Idempotency-Key) may be confirmed again.
  if (!(error instanceof MarketplaceError) || isTemporaryFailure(error)) {
    return { field: null, reason: 'unreachable' };
  }
  const { failure } = error;
  if (failure.kind === 'problem') {
    const licensee = failure.errors.find((field) => field.pointer === '/licensee');
    if (licensee) {
      return {
        field: 'licensee',
        reason:
          licensee.code === 'required' || licensee.code === 'minLength'
            ? 'required'
            : licensee.code === 'maxLength'
              ? 'tooLong'
              : 'invalid',
      };
    }
    if (failure.slug === 'platform-not-offered') return { field: 'platforms' };
  }
  return { field: null, reason: 'problem', slug: problemSlugOf(error) };
}

/** Why a quote failed, as a problem's slug; null when the marketplace could not be reached. */
export function quoteProblemSlug(error: unknown): string | null {
  return isTemporaryFailure(error) ? null : problemSlugOf(error);
}
