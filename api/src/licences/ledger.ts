import {
  ExpansionError,
  expiryFor,
  quoteExpansion,
  quoteLicense,
  sumCents,
  type Cents,
  type Duration,
  type ExpansionQuote,
  type PlatformFee,
  type Quote,
} from '@fair/shared/rules';

/**
 * A licence is its ledger: the purchase, then one event per expansion, each with what it cost.
 * Nothing else is stored of what it covers or what was paid: this module derives it, with the
 * price rules of `@fair/shared` (the same functions the pages use).
 */
export interface LedgerEvent {
  kind: 'purchase' | 'expansion';
  occurredAt: string;
  /** The work's listed (lifetime) content fee the licence was priced from. */
  listedContentFee: Cents;
  fromDuration: Duration | null;
  toDuration: Duration;
  /** The licence's end after this event (null: it does not end). */
  expiresAt: string | null;
  addedPlatforms: PlatformFee<string>[];
  contentFee: Cents;
  distributionFee: Cents;
  commission: Cents;
  total: Cents;
}

export interface LicenceState {
  purchasedAt: string;
  duration: Duration;
  expiresAt: string | null;
  listedContentFee: Cents;
  /** Content fees paid in all: never more than the listed fee (it is never paid twice). */
  contentFee: Cents;
  /** Every platform covered, in the order bought, with the fee paid for it. */
  distributionFees: PlatformFee<string>[];
  commission: Cents;
  total: Cents;
}

/** The licence's state: the sum of its events, the last one's duration and end. */
export function stateOf(events: readonly LedgerEvent[]): LicenceState {
  const [purchase] = events;
  const last = events.at(-1);
  if (!purchase || !last || purchase.kind !== 'purchase') {
    throw new Error('a licence starts with its purchase');
  }
  return {
    purchasedAt: purchase.occurredAt,
    duration: last.toDuration,
    expiresAt: last.expiresAt,
    listedContentFee: purchase.listedContentFee,
    contentFee: sumCents(events.map((event) => event.contentFee)),
    distributionFees: events.flatMap((event) => event.addedPlatforms),
    commission: sumCents(events.map((event) => event.commission)),
    total: sumCents(events.map((event) => event.total)),
  };
}

/** The purchase event of a new licence, priced by `quoteLicense`. */
export function purchaseEvent(
  listedContentFee: Cents,
  platforms: readonly PlatformFee<string>[],
  duration: Duration,
  now: Date,
): { event: LedgerEvent; quote: Quote<string> } {
  const quote = quoteLicense(listedContentFee, platforms, duration);
  return {
    quote,
    event: {
      kind: 'purchase',
      occurredAt: now.toISOString(),
      listedContentFee,
      fromDuration: null,
      toDuration: duration,
      expiresAt: expiryFor(duration, now)?.toISOString() ?? null,
      addedPlatforms: quote.distribution,
      contentFee: quote.contentFee,
      distributionFee: sumCents(quote.distribution.map((line) => line.fee)),
      commission: quote.commission,
      total: quote.total,
    },
  };
}

/**
 * The expansion event of a licence: `quoteExpansion` prices it from the licence's state (the
 * difference of content fees only, each added platform's fee, and the commission on those).
 * Throws `ExpansionError` when the rules refuse it.
 */
export function expansionEvent(
  state: LicenceState,
  request: { addPlatforms: readonly PlatformFee<string>[]; duration?: Duration },
  now: Date,
): { event: LedgerEvent; quote: ExpansionQuote<string> } {
  const quote = quoteExpansion(
    {
      purchaseDate: state.purchasedAt,
      duration: state.duration,
      expiryDate: state.expiresAt,
      listedContentFee: state.listedContentFee,
      distributionFees: state.distributionFees,
    },
    request,
    now,
  );
  if (quote.distribution.length === 0 && quote.newDuration === state.duration) {
    throw new ExpansionError('nothing to expand');
  }
  return {
    quote,
    event: {
      kind: 'expansion',
      occurredAt: now.toISOString(),
      listedContentFee: state.listedContentFee,
      fromDuration: state.duration,
      toDuration: quote.newDuration,
      expiresAt: quote.newExpiry,
      addedPlatforms: quote.distribution,
      contentFee: quote.contentFee,
      distributionFee: sumCents(quote.distribution.map((line) => line.fee)),
      commission: quote.commission,
      total: quote.total,
    },
  };
}
