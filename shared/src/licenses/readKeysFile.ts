import { normalizeLicenseKey } from './codes';
import { KEYS_FILE_FORMAT, KEYS_FILE_VERSION } from './keysFile';
import { isLegacyExport, MAX_IMPORT_BYTES, readLegacyExport, type ImportProblem } from './legacy';
import type { License } from './license';

/** The most keys a file may hold. */
export const MAX_IMPORT_KEYS = 5000;

export type KeysFileCheck =
  | { ok: true; kind: 'keys'; keys: string[] }
  | { ok: true; kind: 'legacy'; licenses: License[] }
  | { ok: false; problem: ImportProblem };

const ENTRY_KEYS = ['code', 'key', 'work'];

/**
 * Reads a file of keys (keysFile.ts writes them) back, or one the previous version exported (its
 * full records, so that its licences can move to the server): its size first (`bytes`, as the
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
