/** The card's printed labels, one source for the PDF and the wallet passes. */
export const CARD_LABELS = {
  it: {
    title: 'TESSERA ASSOCIATIVA',
    survivorTitle: 'TESSERA SOCIO SUPERSTITE',
    survivorOf: 'Superstite di',
    number: 'Tessera n.',
    holder: 'Titolare',
    validUntil: 'Valida fino al',
    noEnd: 'Senza scadenza',
    status: 'Stato',
    active: 'Attiva',
    expired: 'Scaduta',
    inactive: 'Non attiva',
  },
  en: {
    title: 'MEMBERSHIP CARD',
    survivorTitle: 'SURVIVING MEMBER CARD',
    survivorOf: 'Surviving member of',
    number: 'Card no.',
    holder: 'Holder',
    validUntil: 'Valid until',
    noEnd: 'No expiry',
    status: 'Status',
    active: 'Active',
    expired: 'Expired',
    inactive: 'Inactive',
  },
} as const;
