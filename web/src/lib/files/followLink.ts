/** Follows a download link (a signed, short-lived one): the browser saves the file under the name the server gives. */
export function followLink(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
