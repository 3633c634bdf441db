import type { ServerLicense } from '../marketplace/types';
import { normalizeLicenseKey } from './codes';
import type { KeptLicense } from './keyStore';
import { isLegacyExport, MAX_IMPORT_BYTES, readLegacyExport, type ImportProblem } from './legacy';
import type { License } from './license';

/**
 * A visitor's licence keys as a file of their own, to keep a copy or to carry them to another
 * browser (product rules §6): the keys, each with its code and work as a reminder of what it
 * is. Reading one back takes only the keys; the file is checked first, and a file with one bad
 * entry changes nothing. A file the previous version exported (its full records) is read too,
 * so that its licences can move to the server.
 */
export const KEYS_FILE_FORMAT = 'fair-licensing.licence-keys';
export const KEYS_FILE_VERSION = 1;
export const MAX_IMPORT_KEYS = 5000;

interface KeysFileEntry {
  key: string;
  code: string | null;
  work: string | null;
}

/** The file's content: the keys, with each licence's code and work title when known. */
export function keysFileContent(
  licenses: readonly Pick<KeptLicense, 'key' | 'copy'>[],
  now: Date,
): string {
  const entries: KeysFileEntry[] = licenses.map(({ key, copy }) => ({
    key,
    code: copy?.code ?? null,
    work: copy ? copy.work.title : null,
  }));
  const document = {
    format: KEYS_FILE_FORMAT,
    version: KEYS_FILE_VERSION,
    exportedAt: now.toISOString(),
    licences: entries,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The file of every key: `fair-licensing-keys-2026-11-23.json`. */
export const keysFileName = (now: Date) =>
  `fair-licensing-keys-${now.toISOString().slice(0, 10)}.json`;

/** The file of one licence's key, right after buying it: `fair-licensing-key-K7QM-2RTA-9XWB.json`. */
export const licenceKeyFileName = (licence: Pick<ServerLicense, 'code'>) =>
  `fair-licensing-key-${licence.code.replace(/[^A-Za-z0-9-]/g, '')}.json`;

export type KeysFileCheck =
  | { ok: true; kind: 'keys'; keys: string[] }
  | { ok: true; kind: 'legacy'; licenses: License[] }
  | { ok: false; problem: ImportProblem };

const ENTRY_KEYS = ['code', 'key', 'work'];

/**
 * Reads a file of keys (or one the previous version exported): its size first (`bytes`, as the
 * file reports it), then its structure, then every entry. Only a file that passes all of it
 * gives keys; anything else names the first problem, and nothing is imported.
 */
export function readKeysFile(text: string, bytes: number = text.length): KeysFileCheck {
  const fail = (problem: ImportProblem): KeysFileCheck => ({ ok: false, problem });
  if (bytes > MAX_IMPORT_BYTES || text.length > MAX_IMPORT_BYTES) {
    return fail({ kind: 'tooLarge', maxBytes: MAX_IMPORT_BYTES });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ kind: 'notJson' });
  }
  if (isLegacyExport(json)) {
    const legacy = readLegacyExport(json);
    return legacy.ok ? { ok: true, kind: 'legacy', licenses: legacy.licenses } : legacy;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail({ kind: 'notExport' });
  }
  const document = json as Record<string, unknown>;
  if (
    Object.keys(document).sort().join(',') !== 'exportedAt,format,licences,version' ||
    document.format !== KEYS_FILE_FORMAT ||
    document.version !== KEYS_FILE_VERSION ||
    typeof document.exportedAt !== 'string' ||
    !Array.isArray(document.licences)
  ) {
    return fail({ kind: 'notExport' });
  }
  if (document.licences.length > MAX_IMPORT_KEYS) {
    return fail({ kind: 'tooMany', max: MAX_IMPORT_KEYS });
  }
  const keys: string[] = [];
  for (const [index, entry] of (document.licences as unknown[]).entries()) {
    const position = index + 1;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return fail({ kind: 'invalidLicense', position });
    }
    const fields = entry as Record<string, unknown>;
    const key = typeof fields.key === 'string' ? normalizeLicenseKey(fields.key) : null;
    const optionalText = (value: unknown) =>
      value === undefined || value === null || (typeof value === 'string' && value.length <= 300);
    if (
      key === null ||
      !Object.keys(fields).every((name) => ENTRY_KEYS.includes(name)) ||
      !optionalText(fields.code) ||
      !optionalText(fields.work)
    ) {
      return fail({ kind: 'invalidLicense', position });
    }
    if (keys.includes(key)) return fail({ kind: 'repeatedId', position });
    keys.push(key);
  }
  return { ok: true, kind: 'keys', keys };
}
