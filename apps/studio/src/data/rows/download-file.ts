/** How long the browser gets to start a download before its object URL is released. */
const RELEASE_AFTER_MS = 10_000;

/** Saves a blob as a file through the browser's download (an object URL on a temporary link). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // One-shot: the URL is released once the download has surely started.
  window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
