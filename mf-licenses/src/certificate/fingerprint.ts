import { canonicalJson, sha256Hex } from '@fair/shared';
import type { LicenceEntry } from '../lib/entries';

export { canonicalJson, sha256Hex };

/**
 * The SHA-256 of the record a certificate stands for, lower-case hex: for a licence on the
 * marketplace, of the record the server signed (its canonical JSON, exactly as signed); for a
 * browser record (a sample, one of the previous version), of the record as stored, in canonical
 * JSON. Anyone can recompute it from the record.
 */
export function certificateFingerprint(entry: LicenceEntry): Promise<string> {
  return entry.kind === 'marketplace'
    ? sha256Hex(entry.copy.certificate.canonical)
    : sha256Hex(canonicalJson(entry.record));
}
