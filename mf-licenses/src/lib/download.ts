import { downloadBlob, type SetAsideData } from '@fair/shared';

export { downloadBlob };

/** Keeps only characters that are safe in a file name on every system. */
export function safeFileNamePart(text: string): string {
  const safe = text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return safe === '' ? 'license' : safe.slice(0, 80);
}

/** When the store set the data aside: its key ends with the ISO time it did so. */
export function setAsideDate(entry: SetAsideData): Date | null {
  const stamp = /\.(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)$/.exec(entry.key)?.[1];
  const time = stamp ? Date.parse(stamp) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file a set-aside copy is downloaded as: exactly the text that was found (never reformatted),
 * as .json when it is JSON and .txt otherwise.
 */
export function setAsideFile(entry: SetAsideData): { blob: Blob; fileName: string } {
  const json = isJson(entry.raw);
  const date = setAsideDate(entry);
  const stamp = date ? date.toISOString().replace(/[:.]/g, '-') : safeFileNamePart(entry.key);
  return {
    blob: new Blob([entry.raw], { type: json ? 'application/json' : 'text/plain' }),
    fileName: `fair-licensing-unreadable-${stamp}.${json ? 'json' : 'txt'}`,
  };
}
