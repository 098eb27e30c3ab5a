/**
 * Saving a fetched file as a browser download. Keyed files (the export) cannot be plain links,
 * because a link cannot send the Authorization header, so they are fetched and saved from a blob.
 */

/** The file name a `Content-Disposition` header suggests, without any path; null when absent. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/.exec(header);
  let name: string | null = null;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name && plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Starts a download of the blob under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a response body as a download, named by the server when it says so. Returns the name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
