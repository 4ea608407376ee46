import type { StoredCustomField } from '@tessera/domain/settings/customFields';
import type { ListType, Preferences, PublicInfo } from '@tessera/domain/entities/organization';
import type { Plan } from '@tessera/domain/constants';
import type { OrgTheme } from '@tessera/domain/settings/orgTheme';
import { AURORA_ORG_ID, TEVERE_ORG_ID } from './demoIds';

/** A group (place) of an organization: where its members live, and the territorial section it belongs to. */
export interface GroupDef {
  id: string;
  name: string;
  /** municipality (upper case) of the members' residence */
  city: string;
  /** postal code of that part of town, when it differs from the municipality's representative one */
  zip?: string;
  section: string;
  /** share of the members */
  weight: number;
}

export interface CategoryDef {
  id: string;
  name: string;
  /** yearly fee, integer euro cents */
  amount: number;
  offered: boolean;
  /** share of the adult members (under-26 members mostly take the youth category) */
  weight: number;
  youth?: boolean;
}

export interface OrgDef {
  id: string;
  /** short name used in member ids and labels */
  short: string;
  publicInfo: PublicInfo;
  /** its look on its own address (docs/deploy.md "Adding an association deployment"); absent: Tessera's */
  theme?: OrgTheme;
  preferences: Preferences;
  plan: { name: Plan; billing: 'monthly' | 'annual'; autoRenew: boolean };
  /** first card number; cards follow member order */
  firstCardNumber: number;
  groups: GroupDef[];
  sections: { id: string; name: string }[];
  categories: CategoryDef[];
  companies: { type: Extract<ListType, 'group_companies' | 'ext_companies' | 'conv_companies'>; id: string; name: string; code: string }[];
  /** where members born locally come from (municipality, weight) */
  birthplaces: [string, number][];
  /** conventions with one of the companies; dates in days from the seed's today (end null: perpetual) */
  conventions: ConventionDef[];
  /**
   * activities and tickets (Attività & Tagliandi), dates in days from the seed's today: windows wide
   * enough that each stays in its period for months after it, as the stored period (no nightly job on the emulator)
   */
  sales?: SaleDef[];
  /** campaigns with a public registration page, days from the seed's today; none registered yet */
  campaigns?: CampaignDef[];
  /** custom member fields (settings → custom user fields), in their order; the demo members hold no values */
  customFields?: (StoredCustomField & { id: string })[];
}

export interface CampaignDef {
  id: string;
  name: string;
  category: string;
  place: string;
  startDays: number;
  endDays: number;
  ctaText: string;
  maxParticipants: number | null;
  qrType: 'ACCESS' | 'FIDELITY';
  headerHtml: string;
  tags: string[];
  formFields: { id: string; label: string; type: 'TEXT' | 'SELECT'; values?: string[]; required?: boolean }[];
}

export interface SaleDef {
  id: string;
  name: string;
  type: 'ACTIVITY' | 'TICKET';
  descriptionHTML: string;
  saleDays: number;
  openDays: number;
  closeDays: number;
  seats: number | null;
  minEnrolled: number;
  /** name and euro cents */
  prices: [string, number][];
  visibleOnline: boolean;
  onlineSellable: boolean;
  paymentMethods: ('STRIPE' | 'CONTANTI' | 'POS' | 'BONIFICO')[];
}

export interface ConventionDef {
  id: string;
  name: string;
  company: string;
  description: string;
  startDays: number;
  endDays: number | null;
}

/** Marital statuses are the same everywhere; each organization keeps its own copy (list values are per organization). */
export const MARITAL_STATUSES = [
  { id: 'mar-celibe-nubile', name: 'Celibe/Nubile' },
  { id: 'mar-coniugato', name: 'Coniugato/a' },
  { id: 'mar-separato', name: 'Separato/a' },
  { id: 'mar-divorziato', name: 'Divorziato/a' },
  { id: 'mar-vedovo', name: 'Vedovo/a' },
] as const;
export type MaritalId = (typeof MARITAL_STATUSES)[number]['id'];

export const AURORA: OrgDef = {
  id: AURORA_ORG_ID,
  short: 'aurora',
  publicInfo: {
    name: 'Associazione Aurora APS',
    email: 'info@aurora.demo',
    website: 'https://aurora.demo',
    address: 'Via Giuseppe Mazzini 8, 20123 Milano (MI)',
    taxCode: '97123450153',
    // it also runs commercial courses, so it has a VAT number and invoices them electronically (eInvoicing)
    vatNumber: '09876543217',
    // a registered third-sector body (APS in the RUNTS): its receipts carry no stamp duty
    stampDutyExempt: true,
    policy_link: 'https://aurora.demo/privacy',
    tos_link: 'https://aurora.demo/termini',
    statuto: 'https://aurora.demo/statuto.pdf',
  },
  // The two demo deployments look apart (127.0.0.1 and localhost locally, web/src/lib/deployment/hosts.ts): Aurora in
  // a northern-lights teal, Tevere in Roman terracotta; both pass the contrast checks of orgThemeSchema.
  theme: {
    brand: {
      50: '#edfcf8',
      100: '#c8f3e8',
      200: '#93e4d2',
      300: '#57cdb6',
      400: '#26ad96',
      500: '#118371',
      600: '#0f7466',
      700: '#0d5f54',
      800: '#0e4c44',
      900: '#0f3f39',
      950: '#042522',
    },
  },
  // A large association: most features on, to show them in the demo.
  preferences: {
    showSections: true,
    showGroups: true,
    pdfCards: true,
    digitalCards: true,
    photoRequired: false,
    photoOnCard: true,
    documentsArchive: true,
    activitiesAndTickets: true,
    survivingMemberCard: true,
    cardAttachments: true,
    maritalStatusView: true,
    eInvoicing: true,
    mailServer: false,
    gracePeriodMonths: 2,
  },
  // ENTERPRISE: the advanced search's aggregations show on the demo's large association; Tevere (FREE) shows
  // the upgrade message instead
  plan: { name: 'ENTERPRISE', billing: 'annual', autoRenew: true },
  firstCardNumber: 100001,
  groups: [
    { id: 'grp-milano-centro', name: 'Milano Centro', city: 'MILANO', zip: '20121', section: 'sez-milano', weight: 30 },
    { id: 'grp-milano-nord', name: 'Milano Nord', city: 'MILANO', zip: '20162', section: 'sez-milano', weight: 25 },
    { id: 'grp-monza', name: 'Monza', city: 'MONZA', section: 'sez-brianza', weight: 20 },
    { id: 'grp-bergamo', name: 'Bergamo', city: 'BERGAMO', section: 'sez-prealpi', weight: 15 },
    { id: 'grp-como', name: 'Como', city: 'COMO', section: 'sez-prealpi', weight: 10 },
  ],
  sections: [
    { id: 'sez-milano', name: 'Sezione Milano città' },
    { id: 'sez-brianza', name: 'Sezione Brianza' },
    { id: 'sez-prealpi', name: 'Sezione Prealpi' },
  ],
  categories: [
    { id: 'cat-ordinario', name: 'Ordinario', amount: 3000, offered: true, weight: 70 },
    { id: 'cat-giovani', name: 'Giovani under 26', amount: 1500, offered: true, weight: 0, youth: true },
    { id: 'cat-sostenitore', name: 'Sostenitore', amount: 10000, offered: true, weight: 10 },
    // Family members join through a relative, never on their own at signup.
    { id: 'cat-familiare', name: 'Familiare', amount: 2000, offered: false, weight: 20 },
  ],
  companies: [
    { type: 'group_companies', id: 'gco-aurora-servizi', name: 'Aurora Servizi Srl', code: 'AS001' },
    { type: 'ext_companies', id: 'ext-brianza-solidale', name: 'Fondazione Brianza Solidale', code: 'EXT-FBS' },
    { type: 'ext_companies', id: 'ext-coop-lario', name: 'Cooperativa Lario Servizi', code: 'EXT-CLS' },
    { type: 'conv_companies', id: 'conv-libreria-navigli', name: 'Libreria dei Navigli', code: 'CONV-LDN' },
    { type: 'conv_companies', id: 'conv-palestra-corpo-libero', name: 'Palestra Corpo Libero', code: 'CONV-PCL' },
  ],
  campaigns: [
    {
      id: 'campaign-festa-autunno',
      name: "Festa d'autunno nel parco",
      category: 'Feste',
      place: 'Parco Sempione, Milano',
      startDays: 20,
      endDays: 21,
      ctaText: 'Prenota il tuo posto',
      maxParticipants: 200,
      qrType: 'ACCESS',
      headerHtml:
        '<h2>Due giorni di musica, giochi e cibo di stagione</h2><p>Ingresso gratuito per soci e amici: <strong>prenota</strong> e mostra il QR all’ingresso.</p>',
      tags: ['famiglie', 'all’aperto'],
      formFields: [
        { id: 'giorno', label: 'Giorno', type: 'SELECT', values: ['Sabato', 'Domenica', 'Entrambi'], required: true },
        { id: 'note', label: 'Allergie o esigenze', type: 'TEXT' },
      ],
    },
    {
      id: 'campaign-fedelta-libreria',
      name: 'Carta fedeltà Libreria dei Navigli',
      category: 'Convenzioni',
      place: 'Libreria dei Navigli',
      startDays: -10,
      endDays: 80,
      ctaText: 'Attiva la carta',
      maxParticipants: null,
      qrType: 'FIDELITY',
      headerHtml: '<p>100 punti a ogni visita: a 1.000 punti un libro in regalo.</p>',
      tags: ['libri'],
      formFields: [],
    },
  ],
  sales: [
    {
      id: 'sale-acquerello',
      name: 'Corso di acquerello',
      type: 'ACTIVITY',
      descriptionHTML:
        '<p>Otto lezioni il <strong>sabato mattina</strong> nella sede di via Savona.</p><ul><li>Materiali inclusi</li><li>Livello base</li></ul>',
      saleDays: 400,
      openDays: -20,
      closeDays: 390,
      seats: 15,
      minEnrolled: 6,
      prices: [
        ['Intero', 12000],
        ['Ridotto under 26', 8000],
      ],
      visibleOnline: true,
      onlineSellable: true,
      paymentMethods: ['STRIPE', 'CONTANTI', 'POS'],
    },
    {
      id: 'sale-gita-lago',
      name: 'Gita al lago di Como',
      type: 'ACTIVITY',
      descriptionHTML: '<p>Partenza in pullman alle 8 da piazza Duomo, pranzo in battello.</p>',
      saleDays: 420,
      openDays: 300,
      closeDays: 410,
      seats: 50,
      minEnrolled: 20,
      prices: [['Quota unica', 4500]],
      visibleOnline: true,
      onlineSellable: false,
      paymentMethods: ['CONTANTI', 'BONIFICO'],
    },
    {
      id: 'sale-concerto',
      name: 'Concerto di Natale',
      type: 'TICKET',
      descriptionHTML: '<p>Posto unico numerato.</p>',
      saleDays: 380,
      openDays: -30,
      closeDays: 370,
      seats: 120,
      minEnrolled: 0,
      prices: [['Biglietto', 1500]],
      visibleOnline: true,
      onlineSellable: true,
      paymentMethods: ['STRIPE', 'CONTANTI'],
    },
    {
      id: 'sale-assemblea',
      name: 'Cena dopo l’assemblea',
      type: 'TICKET',
      descriptionHTML: '',
      saleDays: -15,
      openDays: -45,
      closeDays: -16,
      seats: null,
      minEnrolled: 0,
      prices: [['Coperto', 2500]],
      visibleOnline: false,
      onlineSellable: false,
      paymentMethods: ['CONTANTI'],
    },
  ],
  conventions: [
    {
      id: 'cv-libreria',
      name: 'Sconto libri Navigli',
      company: 'conv-libreria-navigli',
      description: 'Sconto del 15% su tutti i libri per i soci con tessera attiva.',
      startDays: -300,
      endDays: 240,
    },
    {
      id: 'cv-palestra',
      name: 'Palestra: abbonamento ridotto',
      company: 'conv-palestra-corpo-libero',
      description: 'Abbonamento trimestrale a prezzo ridotto.',
      startDays: -340,
      endDays: 20,
    },
    {
      id: 'cv-brianza',
      name: 'Servizi alla persona Brianza',
      company: 'ext-brianza-solidale',
      description: 'Assistenza domiciliare con tariffa agevolata.',
      startDays: -700,
      endDays: -45,
    },
    {
      id: 'cv-aurora-servizi',
      name: 'Consulenza fiscale Aurora Servizi',
      company: 'gco-aurora-servizi',
      description: 'Prima consulenza gratuita, poi tariffa soci.',
      startDays: -900,
      endDays: null,
    },
  ],
  birthplaces: [
    ['MILANO', 40],
    ['MONZA', 10],
    ['BERGAMO', 10],
    ['COMO', 8],
    ['VARESE', 6],
    ['BRESCIA', 6],
  ],
};

export const TEVERE: OrgDef = {
  id: TEVERE_ORG_ID,
  short: 'tevere',
  publicInfo: {
    name: 'Circolo Culturale Tevere',
    email: 'info@tevere.demo',
    website: 'https://tevere.demo',
    address: 'Via della Lungara 10, 00165 Roma (RM)',
    taxCode: '97654321054',
    policy_link: 'https://tevere.demo/privacy',
    tos_link: 'https://tevere.demo/termini',
    statuto: 'https://tevere.demo/statuto.pdf',
  },
  theme: {
    brand: {
      50: '#fdf4ef',
      100: '#fae3d6',
      200: '#f4c3a9',
      300: '#eb9a74',
      400: '#df6f46',
      500: '#bb4a22',
      600: '#b03f1f',
      700: '#8f321a',
      800: '#74291a',
      900: '#5f2519',
      950: '#35110a',
    },
  },
  // A small circle on the free plan: the basics only.
  preferences: {
    showSections: true,
    showGroups: true,
    pdfCards: true,
    digitalCards: false,
    photoRequired: false,
    photoOnCard: false,
    documentsArchive: false,
    activitiesAndTickets: false,
    survivingMemberCard: false,
    cardAttachments: false,
    maritalStatusView: false,
    eInvoicing: false,
    mailServer: false,
    gracePeriodMonths: 2,
  },
  plan: { name: 'FREE', billing: 'annual', autoRenew: true },
  firstCardNumber: 500001,
  groups: [
    { id: 'grp-roma-centro', name: 'Roma Centro', city: 'ROMA', zip: '00186', section: 'sez-centro-storico', weight: 45 },
    { id: 'grp-roma-eur', name: 'Roma Eur', city: 'ROMA', zip: '00144', section: 'sez-roma-sud', weight: 35 },
    { id: 'grp-ostia', name: 'Ostia', city: 'ROMA', zip: '00121', section: 'sez-litorale', weight: 20 },
  ],
  sections: [
    { id: 'sez-centro-storico', name: 'Sezione Centro storico' },
    { id: 'sez-roma-sud', name: 'Sezione Roma Sud' },
    { id: 'sez-litorale', name: 'Sezione Litorale' },
  ],
  categories: [
    { id: 'cat-ordinario', name: 'Ordinario', amount: 2500, offered: true, weight: 85 },
    { id: 'cat-studenti', name: 'Studenti', amount: 1000, offered: true, weight: 0, youth: true },
    { id: 'cat-sostenitore', name: 'Sostenitore', amount: 5000, offered: true, weight: 15 },
  ],
  companies: [
    { type: 'group_companies', id: 'gco-tevere-eventi', name: 'Tevere Eventi Srl', code: 'TE001' },
    { type: 'ext_companies', id: 'ext-biblioteca-testaccio', name: 'Biblioteca Popolare Testaccio', code: 'EXT-BPT' },
    { type: 'conv_companies', id: 'conv-trattoria-fiume', name: 'Trattoria Er Fiume', code: 'CONV-TEF' },
  ],
  conventions: [
    {
      id: 'cv-trattoria',
      name: 'Cena sociale Er Fiume',
      company: 'conv-trattoria-fiume',
      description: 'Menu fisso a prezzo convenzionato il giovedì.',
      startDays: -120,
      endDays: 200,
    },
  ],
  customFields: [
    {
      id: 'cf-taglia',
      name: 'Taglia maglietta',
      type: 'SELECT',
      allowedValues: ['S', 'M', 'L', 'XL'],
      required: false,
      visibleToMember: true,
      order: 1,
    },
    { id: 'cf-allergie', name: 'Allergie alimentari', type: 'TEXT', allowedValues: [], required: false, visibleToMember: false, order: 2 },
  ],
  birthplaces: [
    ['ROMA', 60],
    ['LATINA', 8],
    ['FROSINONE', 6],
  ],
};

export const ORGS: readonly OrgDef[] = [AURORA, TEVERE];

/** The list-value documents' data of an organization, keyed by document id (ids are readable on purpose). */
export function listValues(org: OrgDef): [string, Record<string, unknown>][] {
  return [
    ...org.groups.map((g): [string, Record<string, unknown>] => [g.id, { type: 'groups', name: g.name }]),
    ...org.sections.map((s): [string, Record<string, unknown>] => [s.id, { type: 'sections', name: s.name }]),
    ...org.categories.map((c): [string, Record<string, unknown>] => [
      c.id,
      { type: 'categories', name: c.name, amount: c.amount, offered: c.offered },
    ]),
    ...MARITAL_STATUSES.map((m): [string, Record<string, unknown>] => [m.id, { type: 'marital', name: m.name }]),
    ...org.companies.map((c): [string, Record<string, unknown>] => [c.id, { type: c.type, name: c.name, code: c.code }]),
  ];
}
