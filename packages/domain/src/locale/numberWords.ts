/**
 * Amounts in Italian words, as receipts write them beside the figures ("Euro trentacinque/00"): the words of the
 * whole euros, the cents as two digits. Italian joins the parts of a number into one word (milleduecentotrentaquattro),
 * drops the final vowel of the tens before uno and otto (ventuno, trentotto), writes tré at the end of a compound
 * (ventitré, centotré) and says un milione, due milioni.
 */
const UNITS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
];
const TENS = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];

/** 1–99 */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  if (unit === 0) return tens;
  // venti + uno → ventuno, trenta + otto → trentotto
  const joined = unit === 1 || unit === 8 ? tens.slice(0, -1) : tens;
  return joined + UNITS[unit];
}

/** 1–999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'cento' : `${UNITS[hundreds]}cento`;
  if (rest === 0) return head;
  // cento + ottanta → centottanta (the o of cento falls before otto and ottanta)
  const restWords = belowHundred(rest);
  return head && restWords.startsWith('ott') ? head.slice(0, -1) + restWords : head + restWords;
}

/** The words of a whole number 0–999,999,999 (tré at the end of a compound: ventitré, milletré). */
export function italianNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`cannot write ${n} in words`);
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  let out = '';
  if (millions) out += millions === 1 ? 'unmilione' : `${belowThousand(millions)}milioni`;
  if (thousands) out += thousands === 1 ? 'mille' : `${belowThousand(thousands)}mila`;
  if (rest) out += belowThousand(rest);
  return n > 10 && out.endsWith('tre') ? `${out.slice(0, -3)}tré` : out;
}

/** An amount in cents as a receipt writes it in words: 3500 → "trentacinque/00", 123456 → "milleduecentotrentaquattro/56". */
export function euroInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cannot write ${cents} cents in words`);
  return `${italianNumberWords(Math.floor(cents / 100))}/${String(cents % 100).padStart(2, '0')}`;
}
