import { sha256Hex, canonicalJson } from '../marketplace/canonicalJson';
import type { License } from './license';
import { isSampleLicense } from './samples';
import { copyLicense, isLicense } from './validate';

/**
 * The licences the previous version of the site kept: full records in the browser
 * (`localStorage["fair-licensing.licenses"]`, `{ version: 1, licenses }`) and in the files it
 * exported. They are read here, checked like stored data, so that they can move to the
 * marketplace's server once (`moveLegacyLicenses`) and nothing of them is lost on the way.
 */
export const LEGACY_LICENSES_KEY = 'fair-licensing.licenses';
/** Where the previous version (and this one, for its data) set unreadable records aside. */
export const LEGACY_SET_ASIDE_PREFIX = 'fair-licensing.licenses.unreadable';
export const LEGACY_SCHEMA_VERSION = 1;

export const LEGACY_EXPORT_FORMAT = 'fair-licensing.licenses';
export const LEGACY_EXPORT_VERSION = 1;
/** Far more than any visitor's licences; a larger file is refused before it is read. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_LICENSES = 5000;

export type LegacyDocument =
  | { kind: 'ok'; licenses: License[] }
  | { kind: 'unreadable'; licenses: License[]; skipped: number };

/**
 * The previous version's stored document: its readable records (each checked, repeated ids
 * dropped) and whether anything could not be read (then the whole text is to be set aside).
 */
export function readLegacyDocument(raw: string): LegacyDocument {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', licenses: [], skipped: 1 };
  }
  const document = json as { version?: unknown; licenses?: unknown } | null;
  if (
    !document ||
    typeof document !== 'object' ||
    document.version !== LEGACY_SCHEMA_VERSION ||
    !Array.isArray(document.licenses)
  ) {
    return { kind: 'unreadable', licenses: [], skipped: 1 };
  }
  const seen = new Set<string>();
  const licenses: License[] = [];
  for (const record of document.licenses as unknown[]) {
    if (!isLicense(record) || seen.has(record.id)) continue;
    seen.add(record.id);
    licenses.push(copyLicense(record));
  }
  const skipped = document.licenses.length - licenses.length;
  return skipped === 0 ? { kind: 'ok', licenses } : { kind: 'unreadable', licenses, skipped };
}

/** The previous version's document holding these records (what is left of it as they move). */
export function writeLegacyDocument(licenses: readonly License[]): string {
  return JSON.stringify({ version: LEGACY_SCHEMA_VERSION, licenses: licenses.map(copyLicense) });
}

/** The bought records and the samples of a list of the previous version's records. */
export function partitionLegacy(licenses: readonly License[]): {
  bought: License[];
  samples: License[];
} {
  return {
    bought: licenses.filter((license) => !isSampleLicense(license)),
    samples: licenses.filter(isSampleLicense),
  };
}

export type ImportProblem =
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'notJson' }
  | { kind: 'notExport' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'invalidLicense'; position: number }
  | { kind: 'repeatedId'; position: number };

export type LegacyExportCheck =
  { ok: true; licenses: License[] } | { ok: false; problem: ImportProblem };

/** Whether a parsed file says it is an export of the previous version (to read it as one). */
export function isLegacyExport(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    (json as Record<string, unknown>).format === LEGACY_EXPORT_FORMAT
  );
}

/**
 * Reads a file the previous version exported: its structure, then every licence. Only a file
 * that passes all of it gives licences (one bad record refuses the whole file); anything else
 * names the first problem, and nothing is imported.
 */
export function readLegacyExport(json: unknown): LegacyExportCheck {
  const fail = (problem: ImportProblem): LegacyExportCheck => ({ ok: false, problem });
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail({ kind: 'notExport' });
  }
  const document = json as Record<string, unknown>;
  const keys = Object.keys(document).sort().join(',');
  if (
    keys !== 'exportedAt,format,licenses,version' ||
    document.format !== LEGACY_EXPORT_FORMAT ||
    document.version !== LEGACY_EXPORT_VERSION ||
    typeof document.exportedAt !== 'string' ||
    !Array.isArray(document.licenses)
  ) {
    return fail({ kind: 'notExport' });
  }
  if (document.licenses.length > MAX_IMPORT_LICENSES) {
    return fail({ kind: 'tooMany', max: MAX_IMPORT_LICENSES });
  }
  const seen = new Set<string>();
  const licenses: License[] = [];
  for (const [index, record] of (document.licenses as unknown[]).entries()) {
    if (!isLicense(record)) return fail({ kind: 'invalidLicense', position: index + 1 });
    if (seen.has(record.id)) return fail({ kind: 'repeatedId', position: index + 1 });
    seen.add(record.id);
    licenses.push(copyLicense(record));
  }
  return { ok: true, licenses };
}

/**
 * Records of the previous version as a file of that version's own format (what its Export
 * wrote): the records the marketplace would not take can be kept, and imported again later.
 */
export function legacyExportContent(licenses: readonly License[], now: Date): string {
  const document = {
    format: LEGACY_EXPORT_FORMAT,
    version: LEGACY_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    licenses: licenses.map(copyLicense),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `fair-licensing-licenses-2026-11-23.json`, as the previous version named its exports. */
export const legacyExportFileName = (now: Date) =>
  `fair-licensing-licenses-${now.toISOString().slice(0, 10)}.json`;

/**
 * What of a record the server's import reads (`POST /api/licences/imports`): the server
 * recomputes every amount from the rules, and flags the licence when the record's differ.
 */
export function legacyImportBody(license: License) {
  return {
    id: license.id,
    workId: license.workId,
    licensee: license.licensee,
    purchaseDate: license.purchaseDate,
    duration: license.duration,
    listedContentFee: license.listedContentFee,
    contentFee: license.contentFee,
    distributionFees: license.distributionFees.map(({ platform, fee }) => ({ platform, fee })),
    commission: license.commission,
    history: license.history.map((expansion) => ({
      date: expansion.date,
      addedPlatforms: expansion.addedPlatforms.map(({ platform, fee }) => ({ platform, fee })),
      fromDuration: expansion.fromDuration,
      toDuration: expansion.toDuration,
    })),
  };
}

/**
 * A record's fingerprint: the SHA-256 of its canonical JSON. It names the record when it moves
 * (its Idempotency-Key, and what the browser remembers having moved), so the same record moved
 * twice, from two tabs or from its export file, becomes one licence on the server.
 */
export function legacyFingerprint(license: License): Promise<string> {
  return sha256Hex(canonicalJson(copyLicense(license)));
}
