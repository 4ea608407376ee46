import { DEFAULT_COUNTRY } from '../constants';
import type { PaymentMethod } from '../entities/payment';
import { netFromGross, vatFromGross } from '../locale/vat';

/**
 * Electronic invoices (preference eInvoicing): a payment invoiced through the product gets a FatturaPA document,
 * format FPR12 (between private parties), that the association uploads to the Sistema di Interscambio (SdI) itself or
 * through its intermediary. A refund of an invoiced payment gets its credit note (TD04) the same way. Built here,
 * pure, so the endpoint (functions/src/payments/receipts/eInvoice.ts) only gathers the data.
 *
 * The schema's order of elements is strict (Schema_del_file_xml_FatturaPA v1.2.x): every block below follows it.
 */

/** An address as a FatturaPA Sede: street with number, five-digit CAP, town, province code; Italy only. */
export interface EInvoiceAddress {
  line: string;
  zip: string;
  city: string;
  /** the two-letter province code, when known */
  province?: string;
}

export interface EInvoiceInput {
  kind: 'invoice' | 'creditNote';
  /** `n/yyyy` as the organization numbers its invoices (or credit notes) */
  number: string;
  n: number;
  year: number;
  /** `YYYY-MM-DD` */
  issuedOn: string;
  /** a credit note: the invoice it corrects */
  corrects?: { number: string; issuedOn: string };
  seller: { name: string; vatNumber: string; taxCode?: string; address: EInvoiceAddress; email?: string; phone?: string };
  buyer: { name: string; surname: string; taxCode: string; address: EInvoiceAddress };
  line: { description: string; quantity: number; amount: number; vatPercent: number };
  method: PaymentMethod;
  /** the document carries the €2 virtual stamp duty (D.M. 17/06/2014) */
  stampDuty: boolean;
}

/**
 * An organization's registered address as settings store it, one line: "Via Giuseppe Mazzini 8, 20123 Milano (MI)".
 * Null when it cannot be read as street, CAP and town (the invoice then asks for it to be written so).
 */
export function parseAddressLine(text: string): EInvoiceAddress | null {
  const m = /^\s*(.+?)\s*,\s*(\d{5})\s+([^,(]+?)\s*(?:\(\s*([A-Za-z]{2})\s*\))?\s*$/.exec(text);
  if (!m) return null;
  return { line: m[1]!, zip: m[2]!, city: m[3]!, ...(m[4] ? { province: m[4].toUpperCase() } : {}) };
}

/** Whether a member's country is Italy (blank counts as Italy, the default of every form). */
export const isItaly = (country: string | undefined): boolean =>
  !country?.trim() || [DEFAULT_COUNTRY, 'ITALY', 'IT'].includes(country.trim().toUpperCase());

/** The payment method as FatturaPA codes it (ModalitaPagamento). */
export function paymentMethodCode(method: PaymentMethod): string {
  switch (method) {
    case 'BONIFICO':
      return 'MP05';
    case 'STRIPE':
    case 'CARTA':
    case 'POS':
      return 'MP08';
    case 'POSTAL':
    case 'POSTALCC':
      return 'MP18';
    case 'PAYROLL':
    case 'FEE_WITHELD':
    case 'FEE_WITHELD_PENSION':
      // withheld from sums already paid out (salary, pension)
      return 'MP22';
    default:
      return 'MP01';
  }
}

/**
 * The file name SdI expects: IT + the sender's VAT number + '_' + five alphanumeric characters unique among the
 * sender's files. Ours derive from the kind, year and number, so a document keeps its name on every download.
 */
export function eInvoiceFileName(input: Pick<EInvoiceInput, 'kind' | 'year' | 'n' | 'seller'>): string {
  return `IT${input.seller.vatNumber}_${progressive(input)}.xml`;
}

function progressive({ kind, year, n }: Pick<EInvoiceInput, 'kind' | 'year' | 'n'>): string {
  const serial = ((year - 2000) * 2 + (kind === 'creditNote' ? 1 : 0)) * 100_000 + n;
  return serial.toString(36).toUpperCase().padStart(5, '0').slice(-5);
}

/** The XML text of an element; the schema allows Latin-1 only, so other letters lose their accents or become '?'. */
function xmlText(value: string, max: number): string {
  const isLatin1 = (ch: string) => ch.charCodeAt(0) <= 0xff;
  // control characters (C0, DEL, C1) are not text: a space each
  const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || (ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f);
  const latin1 = [...value.normalize('NFC')]
    .map((c) => (isLatin1(c) ? c : [...c.normalize('NFKD')].filter(isLatin1).join('') || '?'))
    .join('')
    .split('')
    .map((c) => (isControl(c) ? ' ' : c))
    .join('')
    .trim()
    .slice(0, max);
  return latin1.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const money = (cents: number) => (cents / 100).toFixed(2);

type Node = [name: string, content: string | Node[]] | null;

function render(node: Node, depth: number): string {
  if (!node) return '';
  const [name, content] = node;
  const pad = '  '.repeat(depth);
  if (typeof content === 'string') return `${pad}<${name}>${content}</${name}>\n`;
  return `${pad}<${name}>\n${content.map((c) => render(c, depth + 1)).join('')}${pad}</${name}>\n`;
}

const el = (name: string, value: string, max = 200): Node => [name, xmlText(value, max)];

function sede(a: EInvoiceAddress): Node {
  return [
    'Sede',
    [
      el('Indirizzo', a.line, 60),
      el('CAP', a.zip),
      el('Comune', a.city, 60),
      a.province ? el('Provincia', a.province) : null,
      el('Nazione', 'IT'),
    ],
  ];
}

/** No VAT: outside the scope of VAT (an association's fees and institutional activity, art. 4 D.P.R. 633/1972). */
const NO_VAT = { natura: 'N2.2', reference: 'Non soggetta IVA ai sensi art. 4 D.P.R. 633/1972' } as const;

/** The document as FatturaPA XML (FPR12), UTF-8. */
export function fatturaPaXml(input: EInvoiceInput): string {
  const { seller, buyer, line } = input;
  const quantity = line.quantity > 0 ? line.quantity : 1;
  const net = netFromGross(line.amount, line.vatPercent);
  const vat = vatFromGross(line.amount, line.vatPercent);
  const noVat = line.vatPercent === 0;
  const header: Node = [
    'FatturaElettronicaHeader',
    [
      [
        'DatiTrasmissione',
        [
          ['IdTrasmittente', [el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber)]],
          el('ProgressivoInvio', progressive(input)),
          el('FormatoTrasmissione', 'FPR12'),
          // a private person without a recipient code: SdI leaves the invoice in the buyer's reserved area
          el('CodiceDestinatario', '0000000'),
        ],
      ],
      [
        'CedentePrestatore',
        [
          [
            'DatiAnagrafici',
            [
              ['IdFiscaleIVA', [el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber)]],
              seller.taxCode ? el('CodiceFiscale', seller.taxCode) : null,
              ['Anagrafica', [el('Denominazione', seller.name, 80)]],
              el('RegimeFiscale', 'RF01'),
            ],
          ],
          sede(seller.address),
          seller.email || seller.phone
            ? ['Contatti', [seller.phone ? el('Telefono', seller.phone, 12) : null, seller.email ? el('Email', seller.email, 256) : null]]
            : null,
        ],
      ],
      [
        'CessionarioCommittente',
        [
          [
            'DatiAnagrafici',
            [el('CodiceFiscale', buyer.taxCode), ['Anagrafica', [el('Nome', buyer.name, 60), el('Cognome', buyer.surname, 60)]]],
          ],
          sede(buyer.address),
        ],
      ],
    ],
  ];
  const body: Node = [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              el('TipoDocumento', input.kind === 'invoice' ? 'TD01' : 'TD04'),
              el('Divisa', 'EUR'),
              el('Data', input.issuedOn),
              el('Numero', input.number),
              input.stampDuty ? ['DatiBollo', [el('BolloVirtuale', 'SI'), el('ImportoBollo', '2.00')]] : null,
              el('ImportoTotaleDocumento', money(line.amount)),
            ],
          ],
          input.corrects
            ? ['DatiFattureCollegate', [el('IdDocumento', input.corrects.number, 20), el('Data', input.corrects.issuedOn)]]
            : null,
        ],
      ],
      [
        'DatiBeniServizi',
        [
          [
            'DettaglioLinee',
            [
              el('NumeroLinea', '1'),
              el('Descrizione', line.description || '-', 1000),
              el('Quantita', quantity.toFixed(2)),
              el('PrezzoUnitario', (net / 100 / quantity).toFixed(2)),
              el('PrezzoTotale', money(net)),
              el('AliquotaIVA', line.vatPercent.toFixed(2)),
              noVat ? el('Natura', NO_VAT.natura) : null,
            ],
          ],
          [
            'DatiRiepilogo',
            [
              el('AliquotaIVA', line.vatPercent.toFixed(2)),
              noVat ? el('Natura', NO_VAT.natura) : null,
              el('ImponibileImporto', money(net)),
              el('Imposta', money(vat)),
              noVat ? null : el('EsigibilitaIVA', 'I'),
              noVat ? el('RiferimentoNormativo', NO_VAT.reference, 100) : null,
            ],
          ],
        ],
      ],
      [
        'DatiPagamento',
        [
          el('CondizioniPagamento', 'TP02'),
          ['DettaglioPagamento', [el('ModalitaPagamento', paymentMethodCode(input.method)), el('ImportoPagamento', money(line.amount))]],
        ],
      ],
    ],
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ' +
    'xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    render(header, 1) +
    render(body, 1) +
    '</p:FatturaElettronica>\n'
  );
}

/** The two parties of an invoice, as stored on the payment when it is invoiced (a later change of either keeps it). */
export type EInvoiceParties = Pick<EInvoiceInput, 'seller' | 'buyer'>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
type Loose = Record<string, unknown> | undefined;

/**
 * The seller (the organization's public information) and the buyer (the member) of an e-invoice, or what is missing
 * as `{path, message}` issues for RECEIPT_DATA_MISSING: checked before an invoice number is taken, so every number
 * has a document that can be sent. SdI needs the seller's VAT number and a street, CAP and town for both; the buyer, a
 * private person, by tax code, resident in Italy (invoices abroad go through other channels).
 */
export function eInvoiceParties(
  publicInfo: Loose,
  member: Loose,
): { parties: EInvoiceParties; missing?: undefined } | { parties?: undefined; missing: { path: string; message: string }[] } {
  const missing: { path: string; message: string }[] = [];
  const need = (path: string, value: string, message = 'validation.required') => {
    if (!value) missing.push({ path, message });
    return value;
  };
  const name = need('publicInfo.name', str(publicInfo?.name));
  const vatNumber = need('publicInfo.vatNumber', str(publicInfo?.vatNumber));
  const addressText = need('publicInfo.address', str(publicInfo?.address));
  const sellerAddress = addressText ? parseAddressLine(addressText) : null;
  if (addressText && !sellerAddress) missing.push({ path: 'publicInfo.address', message: 'validation.addressLine' });
  const residence = (member?.residence ?? {}) as Record<string, unknown>;
  const taxCode = need('member.ssn', str(member?.ssn).toUpperCase());
  const buyerName = need('member.name', str(member?.name));
  const surname = need('member.surname', str(member?.surname));
  const line = need('member.residence.line', str(residence.line));
  const zip = need('member.residence.zip', str(residence.zip));
  const city = need('member.residence.city', str(residence.city));
  if (!isItaly(str(residence.country))) missing.push({ path: 'member.residence.country', message: 'validation.notAllowed' });
  else if (zip && !/^\d{5}$/.test(zip)) missing.push({ path: 'member.residence.zip', message: 'validation.cap' });
  if (missing.length || !sellerAddress) return { missing };
  const state = str(residence.state).toUpperCase();
  return {
    parties: {
      seller: {
        name,
        vatNumber,
        ...(str(publicInfo?.taxCode) ? { taxCode: str(publicInfo?.taxCode) } : {}),
        address: sellerAddress,
        ...(str(publicInfo?.email) ? { email: str(publicInfo?.email) } : {}),
        ...(str(publicInfo?.phone) ? { phone: str(publicInfo?.phone) } : {}),
      },
      buyer: {
        name: buyerName,
        surname,
        taxCode,
        address: { line, zip, city, ...(/^[A-Z]{2}$/.test(state) ? { province: state } : {}) },
      },
    },
  };
}
