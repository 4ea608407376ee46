/** base64 → bytes (files travel as base64 in the API's JSON answers). */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Saves a base64 file through a temporary link (the browser's download); returns the name it was saved as. */
export function saveBase64File(b64: string, fileName: string, type = 'application/pdf'): string {
  const url = URL.createObjectURL(new Blob([base64ToBytes(b64)], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
