/** Firefox reads an object URL after click() returns: keep it this long, then free the blob's memory. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a blob as a file the way a download link does. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
