/**
 * A message's HTML as a mail client draws it: each `cid:` link to an image that travelled inline (the association's
 * logo) replaced by that image as a data: link. Only images are put back; an unknown content id is left as written.
 */
export function withInlineImages(html: string, inline: Record<string, string> | undefined): string {
  if (!inline) return html;
  return html.replace(/src="cid:([^"]+)"/g, (link, id: string) => {
    const image = inline[id];
    return image && /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(image) ? `src="${image}"` : link;
  });
}
