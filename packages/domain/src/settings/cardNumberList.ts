/**
 * Card numbers pasted or read from a file (one per line, or separated by commas, semicolons, tabs or spaces; a CSV
 * column of them): the numbers in order without repeats, and the pieces that are no card number, for the screen to
 * show rather than drop silently. A header cell such as "tessera" counts as such a piece.
 */
export function cardNumberList(text: string): { cards: string[]; invalid: string[] } {
  const cards: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const piece = raw.replace(/^["']|["']$/g, '').trim();
    if (!piece) continue;
    if (/^\d{1,12}$/.test(piece)) {
      if (!cards.includes(piece)) cards.push(piece);
    } else if (!invalid.includes(piece)) invalid.push(piece);
  }
  return { cards, invalid };
}
