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
