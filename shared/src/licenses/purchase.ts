import type { Work } from '../catalogue/work';
import { expiryFor, type Duration } from '../pricing/durations';
import { platformFee, type PlatformId } from '../pricing/platforms';
import { quoteLicense } from '../pricing/quote';
import type { License } from './license';

export const LICENSEE_MAX_LENGTH = 100;

export type LicenseeCheck =
  { ok: true; value: string } | { ok: false; error: 'required' | 'tooLong' };

/** The licensee's name: required, trimmed, at most 100 characters (product rules §3). */
export function checkLicensee(input: string): LicenseeCheck {
  const value = input.trim();
  if (value === '') return { ok: false, error: 'required' };
  // Counted in characters as a person sees them, so an accented name or an emoji counts once.
  if ([...value].length > LICENSEE_MAX_LENGTH) return { ok: false, error: 'tooLong' };
  return { ok: true, value };
}

/** A readable, unique enough license id: LIC-20261122-7F3A9C0B. */
export function newLicenseId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const random = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `LIC-${day}-${random.toUpperCase()}`;
}

export interface PurchaseRequest {
  work: Work;
  platforms: readonly PlatformId[];
  duration: Duration;
  licensee: string;
}

/** The license a purchase creates, priced by the same quote the dialog showed. */
export function createLicense(request: PurchaseRequest, now: Date): License {
  const { work, duration } = request;
  const licensee = checkLicensee(request.licensee);
  if (!licensee.ok) throw new RangeError(`invalid licensee: ${licensee.error}`);
  if (request.platforms.length === 0) throw new RangeError('choose at least one platform');
  for (const platform of request.platforms) {
    if (!work.platforms.includes(platform)) {
      throw new RangeError(`${platform} is not authorized for ${work.id}`);
    }
  }
  const quote = quoteLicense(work.contentFee, request.platforms.map(platformFee), duration);
  return {
    id: newLicenseId(now),
    workId: work.id,
    workTitle: work.title,
    author: work.author,
    type: work.type,
    licensee: licensee.value,
    purchaseDate: now.toISOString(),
    duration,
    expiryDate: expiryFor(duration, now)?.toISOString() ?? null,
    listedContentFee: work.contentFee,
    contentFee: quote.contentFee,
    distributionFees: quote.distribution,
    commission: quote.commission,
    history: [],
  };
}
