/** The browser's side of support files, each a plain function sagas `call`. */

/** Offers a JSON document as a download (an object URL on a temporary link, released after). */
export function saveJsonFile(fileName: string, document_: unknown): void {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it once they have.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function nowIso(): string {
  return new Date().toISOString();
}
