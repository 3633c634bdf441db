import type { ServerLicense } from '../marketplace/types';
import type { KeptLicense } from './keyStore';

/**
 * A visitor's licence keys as a file of their own, to keep a copy or to carry them to another
 * browser (product rules §6): the keys, each with its code and work as a reminder of what it
 * is. Reading one back takes only the keys; the file is checked first, and a file with one bad
 * entry changes nothing. A file the previous version exported (its full records) is read too,
 * so that its licences can move to the server.
 */
export const KEYS_FILE_FORMAT = 'fair-licensing.licence-keys';
export const KEYS_FILE_VERSION = 1;

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
