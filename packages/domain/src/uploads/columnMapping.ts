import { z } from 'zod';
import { MEMBER_UPLOAD_COLUMNS, normalizeHeader } from '../forms/uploads';
import { EXTRACTION_HEADER_FILLS, type MemberUploadAnyColumn, type MemberUploadOptionalColumn, type UploadRowData } from './memberUpload';
import { PAYMENT_UPLOAD_ALL_COLUMNS, type PaymentColumn, type PaymentUploadRowData } from './paymentUpload';

/**
 * A file from another tool (a spreadsheet kept by hand, Galette, CiviCRM, Wild Apricot) names its columns its own way.
 * A mapping says which of the file's columns fills which upload column (or, for members, a custom field, by its name);
 * a column it leaves out, or maps to null, is not imported. The proposal reads the header through a table of names
 * those files use; the administrator corrects it, may save it, and the upload applies it before the usual checks.
 * One mechanism serves every upload kind: what changes with the kind is its columns and the names files give them.
 */

/** The uploads that read a file through a column mapping; a saved mapping belongs to one of them. */
export const UPLOAD_MAPPING_KINDS = ['members', 'payments'] as const;
export const uploadMappingKindSchema = z.enum(UPLOAD_MAPPING_KINDS);
export type UploadMappingKind = (typeof UPLOAD_MAPPING_KINDS)[number];

/** A mapping: the file's header (as written) → the upload column or custom field it fills, null for "not imported". */
export type ColumnMapping = Record<string, string | null>;

/** Most columns a mapping names, and the longest header or field name it takes. */
export const MAPPING_MAX_COLUMNS = 200;
export const MAPPING_NAME_MAX = 200;
/** Saved mappings per organization and upload kind (organizations/{org}/uploadMappings). */
export const SAVED_MAPPINGS_MAX = 50;
/** What a preview shows: the first valid rows as stored, the first refused ones. */
export const UPLOAD_PREVIEW_ROWS = 5;
export const UPLOAD_PREVIEW_REFUSED = 50;

export const columnMappingSchema = z
  .record(z.string().max(MAPPING_NAME_MAX, 'validation.tooLong'), z.string().max(MAPPING_NAME_MAX, 'validation.tooLong').nullable())
  .refine((m) => Object.keys(m).length <= MAPPING_MAX_COLUMNS, 'validation.tooLong')
  .describe(
    "the file's header → the upload column (firstname, lastname, email, dob, …) or custom field it fills; null or absent: not imported",
  );

export const MAPPING_UNKNOWN_FIELD_KEY = 'upload.mappingUnknownField';
export const MAPPING_REPEATED_FIELD_KEY = 'upload.mappingRepeatedField';

/**
 * The form headers are compared in: accents dropped, letters lower-cased, everything but letters and digits removed,
 * so `C.F.`, `c f` and `CF` meet, and so do `E-mail` and `Email`, `Città` and `citta`.
 */
export function mappingKey(header: unknown): string {
  return normalizeHeader(header)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * What files call each column. Italian first (how a secretary names a spreadsheet's columns, with the usual
 * abbreviations), then English, then the member exports of the tools associations come from: Galette (French labels
 * and its database names such as `nom_adh`), CiviCRM (contact export labels such as `Street Address`) and Wild
 * Apricot (contact export labels such as `Member since` — not imported). Ids of those tools (Contact ID, User ID) are
 * deliberately absent: they are no card number.
 */
const MEMBER_SYNONYMS: Record<MemberUploadAnyColumn, readonly string[]> = {
  firstname: ['Nome', 'Nome proprio', 'First name', 'Firstname', 'Given name', 'Forename', 'Prénom', 'prenom_adh'],
  lastname: ['Cognome', 'Last name', 'Lastname', 'Surname', 'Family name', 'Nom', 'Nom de famille', 'nom_adh'],
  email: [
    'E-mail',
    'Email',
    'Mail',
    'Posta elettronica',
    'Indirizzo email',
    'Indirizzo e-mail',
    'Email address',
    'E-mail address',
    'Primary email',
    'Courriel',
    'email_adh',
  ],
  dob: [
    'Data di nascita',
    'Data nascita',
    'Nato il',
    'Nata il',
    'Nato/a il',
    'Birth date',
    'Birthdate',
    'Date of birth',
    'DOB',
    'Birthday',
    'Date de naissance',
    'ddn_adh',
  ],
  address: [
    'Indirizzo',
    'Via',
    'Indirizzo di residenza',
    'Residenza',
    'Address',
    'Street address',
    'Street',
    'Address line 1',
    'Adresse',
    'adresse_adh',
  ],
  telephone: [
    'Telefono',
    'Tel',
    'Tel.',
    'Cellulare',
    'Cell',
    'Cell.',
    'Numero di telefono',
    'Recapito telefonico',
    'Phone',
    'Telephone',
    'Mobile',
    'Mobile phone',
    'Phone number',
    'Téléphone',
    'GSM',
    'tel_adh',
    'gsm_adh',
  ],
  taxcode: ['Codice fiscale', 'C.F.', 'CF', 'Cod. fiscale', 'Cod. fisc.', 'Tax code', 'Fiscal code', 'Tax ID', 'taxcode'],
  cardnumber: [
    'Tessera n.',
    'Tessera',
    'N. tessera',
    'Numero tessera',
    'Nr. tessera',
    'Tessera numero',
    'Card number',
    'Membership card',
    'Membership number',
    'Member number',
    'Numéro adhérent',
    'num_adh',
  ],
  group: ['Gruppo', 'Group', 'Groups'],
  zip: ['CAP', 'C.A.P.', 'Codice postale', 'ZIP', 'ZIP code', 'Postal code', 'Postcode', 'Code postal', 'cp_adh'],
  city: ['Città', 'Comune', 'Località', 'Comune di residenza', 'Città di residenza', 'City', 'Town', 'Ville', 'ville_adh'],
  province: ['Provincia', 'Prov.', 'Sigla provincia', 'Provincia di residenza', 'Province', 'State', 'State/Province', 'County'],
};

/**
 * What payment files call each column: a bank statement or a treasurer's spreadsheet in Italian, the same in English,
 * then the contribution and payment exports of those tools: Galette (contributions: `montant_cotis`, French labels),
 * CiviCRM (contributions export: `Total Amount`, `Contribution Date`, `Financial Type`) and Wild Apricot (payments and
 * invoices: `Payment date`, `Comment`, `Internal note`). The payer's keys are the members' own names for them, and
 * the email also by the names those exports give the payer's address (`Contact Email`, `Email Address`, `Member
 * email`); their contact and user ids are left out, as for members. A bare `Quota` is left out on purpose: in one file
 * it is the amount, in another whether the row is the fee. The amounts of an English export ('1,250.00') and its dates
 * ('Jan 15, 2026') are read by the upload's rules, not by the mapping (paymentUpload.ts paymentAmountWriting,
 * fields/dates.ts readWrittenDate).
 */
const PAYMENT_SYNONYMS: Record<PaymentColumn, readonly string[]> = {
  taxcode: MEMBER_SYNONYMS.taxcode,
  cardnumber: MEMBER_SYNONYMS.cardnumber,
  email: [
    ...MEMBER_SYNONYMS.email,
    'Email del socio',
    'Email pagante',
    'Contact Email',
    'Member email',
    'Payer email',
    'Billing email',
    'Donor email',
  ],
  paydate: [
    'Data pagamento',
    'Data del pagamento',
    'Data versamento',
    'Data incasso',
    'Data operazione',
    'Data valuta',
    'Data contabile',
    'Data',
    'Pagato il',
    'Payment date',
    'Date paid',
    'Paid on',
    'Date',
    'Transaction date',
    'Contribution Date',
    'Receive Date',
    'Date Received',
    'Date de paiement',
    'Date d’enregistrement',
    'date_enreg',
  ],
  amount: [
    'Importo',
    'Importo versato',
    'Importo pagato',
    'Importo (€)',
    'Importo euro',
    'Quota versata',
    'Versato',
    'Entrate',
    'Accrediti',
    'Avere',
    'Euro',
    'Amount',
    'Amount paid',
    'Paid amount',
    'Total Amount',
    'Total',
    'Credit',
    'Montant',
    'montant_cotis',
  ],
  payyear: ['Anno', 'Anno quota', 'Anno di competenza', 'Anno associativo', 'Anno sociale', 'Year', 'Membership year', 'Fee year', 'Année'],
  object: [
    'Causale',
    'Causale versamento',
    'Oggetto',
    'Descrizione',
    'Descrizione operazione',
    'Motivo',
    'Description',
    'Purpose',
    'Payment for',
    'Financial Type',
    'Contribution Source',
    'Source',
    'Libellé',
    'Type de cotisation',
  ],
  notes: [
    'Note',
    'Annotazioni',
    'Commento',
    'Osservazioni',
    'Notes',
    'Comment',
    'Comments',
    'Memo',
    'Internal note',
    'Contribution Note',
    'Commentaire',
    'info_cotis',
  ],
  fee: ['Quota associativa', 'Quota sociale', 'Rinnovo', 'Rinnovo tessera', 'Membership fee', 'Renewal', 'Is membership fee', 'Cotisation'],
};

/** Every known name (in mappingKey form) → the column it fills, by kind: the upload's own names, the synonyms, an extraction's headers. */
function knownNames(synonyms: Record<string, readonly string[]>): Map<string, string> {
  const known = new Map<string, string>();
  for (const [column, names] of Object.entries(synonyms)) for (const name of [column, ...names]) known.set(mappingKey(name), column);
  return known;
}
const KNOWN: Record<UploadMappingKind, Map<string, string>> = {
  members: knownNames(MEMBER_SYNONYMS),
  payments: knownNames(PAYMENT_SYNONYMS),
};
for (const [header, fills] of EXTRACTION_HEADER_FILLS)
  if (fills && !KNOWN.members.has(mappingKey(header))) KNOWN.members.set(mappingKey(header), fills);

/** What a payment file's mapping may fill: its columns, the same for every uploader. */
export const PAYMENT_MAPPING_FIELDS: readonly string[] = PAYMENT_UPLOAD_ALL_COLUMNS;

/**
 * What a mapping may fill for this uploader: the six standard columns, the optional ones it may use
 * (uploadOptionalColumns) and the organization's custom fields by name (one named like a standard column is that column).
 */
export function mappingFields(optional: readonly MemberUploadOptionalColumn[], customFields: readonly { name: string }[]): string[] {
  const standard: string[] = [...MEMBER_UPLOAD_COLUMNS, ...optional];
  const custom = customFields.map((f) => f.name).filter((n) => !standard.includes(normalizeHeader(n)));
  return [...standard, ...custom];
}

/** One of the file's columns in a proposal. */
export interface ProposedColumn {
  /** 0-based, in the file */
  index: number;
  header: string;
  /** the upload column or custom field proposed, null: not imported */
  field: string | null;
  /** the field this column also looks like, left to an earlier column that took it: the screen shows the choice */
  alsoLike?: string;
}

export interface MappingProposal {
  columns: ProposedColumn[];
  /** header → field, as the upload takes it */
  mapping: ColumnMapping;
}

/**
 * The mapping proposed for a header of a `kind` of file. `fields`: what this uploader's file may fill (the upload
 * columns it may use and, for members, the organization's custom fields' names). A custom field is recognised by its
 * own name, an upload column by any of its names; the first column that looks like a field takes it, and a later one
 * is left out with `alsoLike`.
 */
export function proposeMapping(headers: readonly unknown[], fields: readonly string[], kind: UploadMappingKind): MappingProposal {
  const byKey = new Map<string, string>();
  for (const f of fields) byKey.set(mappingKey(f), f);
  const taken = new Set<string>();
  const columns: ProposedColumn[] = [];
  headers.forEach((h, index) => {
    const header = String(h ?? '').trim();
    if (!header) return;
    const key = mappingKey(header);
    const known = KNOWN[kind].get(key);
    const guess = byKey.get(key) ?? (known && fields.includes(known) ? known : undefined);
    if (guess && taken.has(guess)) columns.push({ index, header, field: null, alsoLike: guess });
    else {
      if (guess) taken.add(guess);
      columns.push({ index, header, field: guess ?? null });
    }
  });
  return { columns, mapping: Object.fromEntries(columns.map((c) => [c.header, c.field])) };
}

/** A mapping's faults, as issues of the request: a field this uploader cannot fill, or one field filled twice. */
export function mappingIssues(mapping: ColumnMapping, fields: readonly string[], path = 'body.mapping') {
  const issues: { path: string; message: string }[] = [];
  const byKey = new Map(fields.map((f) => [normalizeHeader(f), f]));
  const seen = new Set<string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field === null || field.trim() === '') continue;
    const known = byKey.get(normalizeHeader(field));
    if (!known) issues.push({ path: `${path}.${header}`, message: MAPPING_UNKNOWN_FIELD_KEY });
    else if (seen.has(known)) issues.push({ path: `${path}.${header}`, message: MAPPING_REPEATED_FIELD_KEY });
    else seen.add(known);
  }
  return issues;
}

/**
 * The file's header as the upload's own names: each column the mapping names becomes the field it fills, every other
 * one blank (a blank header cell is ignored by the header check). Headers match as the header check compares them
 * (trimmed, case ignored), so a saved mapping fits a later file written with other capitals.
 */
export function applyMapping(headers: readonly unknown[], mapping: ColumnMapping): string[] {
  const byHeader = new Map(Object.entries(mapping).map(([h, f]) => [normalizeHeader(h), f]));
  return headers.map((h) => byHeader.get(normalizeHeader(h))?.trim() ?? '');
}

/**
 * Whether a mapping reads the file other than by its own header: some column renamed or left out. A file already in
 * the upload's own names needs none, and is then checked as strictly as before (the six standard columns).
 */
export function mappingRenames(mapping: ColumnMapping): boolean {
  return Object.entries(mapping).some(([h, f]) => !f || normalizeHeader(f) !== normalizeHeader(h));
}

/** Where a valid row keeps each upload column's value (UploadRowData), for showing a row as it will be stored. */
export const UPLOAD_COLUMN_DATA_KEY: Record<MemberUploadAnyColumn, Exclude<keyof UploadRowData, 'customFields' | 'adminCustomFields'>> = {
  firstname: 'name',
  lastname: 'surname',
  email: 'email',
  dob: 'birthDate',
  address: 'address',
  telephone: 'phone',
  taxcode: 'ssn',
  cardnumber: 'cardNumber',
  group: 'group',
  zip: 'zip',
  city: 'city',
  province: 'province',
};

/** Where a valid payment row keeps each column's value (PaymentUploadRowData). */
export const PAYMENT_COLUMN_DATA_KEY: Record<PaymentColumn, keyof PaymentUploadRowData> = {
  taxcode: 'ssn',
  cardnumber: 'cardNumber',
  email: 'email',
  paydate: 'payDate',
  amount: 'amount',
  payyear: 'payYear',
  object: 'object',
  notes: 'notes',
  fee: 'membershipFee',
};

/** Each kind's columns → where its valid rows keep them (the screen names a column by that key). */
export const MAPPING_DATA_KEYS: Record<UploadMappingKind, Readonly<Record<string, string>>> = {
  members: UPLOAD_COLUMN_DATA_KEY,
  payments: PAYMENT_COLUMN_DATA_KEY,
};

/**
 * The columns a valid row of each kind has a value for even when the file has no such column: a payment's pay year
 * (the request's), its object (the membership fee's wording) and whether it is the membership fee (yes, renewing the
 * card). A preview shows them, so that what the file will do is seen before it is uploaded.
 */
export const MAPPING_DEFAULTED_FIELDS: Record<UploadMappingKind, readonly string[]> = {
  members: [],
  payments: ['payyear', 'object', 'fee'],
};

/** A valid row's value of a field (an upload column, or a custom field by name), as it will be stored. */
export function storedValue(data: UploadRowData | PaymentUploadRowData, field: string, kind: UploadMappingKind): unknown {
  const key = MAPPING_DATA_KEYS[kind][field];
  if (key) return (data as unknown as Record<string, unknown>)[key];
  if (kind !== 'members') return undefined;
  const member = data as UploadRowData;
  return member.customFields?.[field] ?? member.adminCustomFields?.[field];
}
