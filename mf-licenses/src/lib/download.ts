import { SET_ASIDE_PREFIX, type SetAsideData } from '@fair/shared';

/** How long the object URL of a download stays valid (the browser needs it until it starts). */
const REVOKE_AFTER_MS = 60_000;

/** Saves a Blob as a file, the way a browser does for a link with a `download` attribute. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Keeps only characters that are safe in a file name on every system. */
export function safeFileNamePart(text: string): string {
  const safe = text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return safe === '' ? 'license' : safe.slice(0, 80);
}

/** When the store set the data aside: its key ends with the ISO time it did so. */
export function setAsideDate(entry: SetAsideData): Date | null {
  const suffix = entry.key.slice(SET_ASIDE_PREFIX.length + 1);
  const time = Date.parse(suffix);
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
