/** Letters and digits only, lower case, without accents: how names are compared across sources. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Undoes UTF-8 read as Latin-1 ("CittÃ  del Vaticano"), found in a few belfiore-connector names. */
export function fixMojibake(text: string): string {
  if (!/[ÃÂ]/.test(text)) return text;
  const fixed = Buffer.from(text, 'latin1').toString('utf8');
  return fixed.includes('\uFFFD') ? text : fixed;
}
