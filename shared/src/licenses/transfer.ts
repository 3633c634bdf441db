import type { License } from './license';
import { copyLicense, isLicense } from './validate';

/**
 * A visitor's licenses as a file of their own, to keep a copy or to move them to another browser
 * (product rules §6), and back. A file is checked like stored data, and more strictly: one record
 * that is not a license made by this site, and the whole file is refused.
 */
export const EXPORT_FORMAT = 'fair-licensing.licenses';
export const EXPORT_VERSION = 1;
/** Far more than any visitor's licenses; a larger file is refused before it is read. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_LICENSES = 5000;

interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  licenses: License[];
}

/** The file's content: the licenses and when they were exported. */
export function exportLicenses(licenses: readonly License[], now: Date): string {
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    licenses: licenses.map(copyLicense),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The file's name: `fair-licensing-licenses-2026-11-23.json`. */
export const exportFileName = (now: Date) =>
  `fair-licensing-licenses-${now.toISOString().slice(0, 10)}.json`;

export type ImportProblem =
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'notJson' }
  | { kind: 'notExport' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'invalidLicense'; position: number }
  | { kind: 'repeatedId'; position: number };

export type ImportCheck = { ok: true; licenses: License[] } | { ok: false; problem: ImportProblem };

/**
 * Reads an export: its size first (`bytes`, as the file reports it), then its structure, then
 * every license. Only a file that passes all of it gives licenses; anything else names the first
 * problem, and nothing is imported.
 */
export function readExport(text: string, bytes: number = text.length): ImportCheck {
  const fail = (problem: ImportProblem): ImportCheck => ({ ok: false, problem });
  if (bytes > MAX_IMPORT_BYTES || text.length > MAX_IMPORT_BYTES) {
    return fail({ kind: 'tooLarge', maxBytes: MAX_IMPORT_BYTES });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ kind: 'notJson' });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail({ kind: 'notExport' });
  const document = json as Record<string, unknown>;
  const keys = Object.keys(document).sort().join(',');
  if (
    keys !== 'exportedAt,format,licenses,version' ||
    document.format !== EXPORT_FORMAT ||
    document.version !== EXPORT_VERSION ||
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
  for (const [index, record] of document.licenses.entries()) {
    if (!isLicense(record)) return fail({ kind: 'invalidLicense', position: index + 1 });
    if (seen.has(record.id)) return fail({ kind: 'repeatedId', position: index + 1 });
    seen.add(record.id);
    licenses.push(copyLicense(record));
  }
  return { ok: true, licenses };
}
