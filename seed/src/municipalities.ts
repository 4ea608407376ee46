/**
 * A small sample of real Italian comuni for birthplaces and addresses, spread over the regions.
 * A later issue replaces this with the full official dataset; until then only entries whose codes
 * were checked are listed (ISTAT code, Belfiore/cadastral code, and one real CAP of the comune).
 */
export interface Municipality {
  /** ISTAT code, 6 digits */
  istat: string;
  /** official name, upper case as on documents */
  name: string;
  /** province (or metropolitan city) code */
  province: string;
  /** Belfiore (cadastral) code: what the tax code carries */
  belfiore: string;
  /** one representative postal code */
  cap: string;
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // Piemonte, Valle d'Aosta
  { istat: '001272', name: 'TORINO', province: 'TO', belfiore: 'L219', cap: '10121' },
  { istat: '002158', name: 'VERCELLI', province: 'VC', belfiore: 'L750', cap: '13100' },
  { istat: '007003', name: 'AOSTA', province: 'AO', belfiore: 'A326', cap: '11100' },
  // Lombardia
  { istat: '015146', name: 'MILANO', province: 'MI', belfiore: 'F205', cap: '20121' },
  { istat: '108033', name: 'MONZA', province: 'MB', belfiore: 'F704', cap: '20900' },
  { istat: '016024', name: 'BERGAMO', province: 'BG', belfiore: 'A794', cap: '24121' },
  { istat: '017029', name: 'BRESCIA', province: 'BS', belfiore: 'B157', cap: '25121' },
  { istat: '013075', name: 'COMO', province: 'CO', belfiore: 'C933', cap: '22100' },
  { istat: '012133', name: 'VARESE', province: 'VA', belfiore: 'L682', cap: '21100' },
  // Liguria
  { istat: '010025', name: 'GENOVA', province: 'GE', belfiore: 'D969', cap: '16121' },
  { istat: '009056', name: 'SAVONA', province: 'SV', belfiore: 'I480', cap: '17100' },
  { istat: '008031', name: 'IMPERIA', province: 'IM', belfiore: 'E290', cap: '18100' },
  // Trentino-Alto Adige, Veneto, Friuli-Venezia Giulia
  { istat: '022205', name: 'TRENTO', province: 'TN', belfiore: 'L378', cap: '38122' },
  { istat: '027042', name: 'VENEZIA', province: 'VE', belfiore: 'L736', cap: '30124' },
  { istat: '023091', name: 'VERONA', province: 'VR', belfiore: 'L781', cap: '37121' },
  { istat: '028060', name: 'PADOVA', province: 'PD', belfiore: 'G224', cap: '35122' },
  { istat: '032006', name: 'TRIESTE', province: 'TS', belfiore: 'L424', cap: '34121' },
  { istat: '030129', name: 'UDINE', province: 'UD', belfiore: 'L483', cap: '33100' },
  // Emilia-Romagna
  { istat: '037006', name: 'BOLOGNA', province: 'BO', belfiore: 'A944', cap: '40121' },
  { istat: '034027', name: 'PARMA', province: 'PR', belfiore: 'G337', cap: '43121' },
  { istat: '036023', name: 'MODENA', province: 'MO', belfiore: 'F257', cap: '41121' },
  // Toscana, Umbria, Marche
  { istat: '048017', name: 'FIRENZE', province: 'FI', belfiore: 'D612', cap: '50122' },
  { istat: '050026', name: 'PISA', province: 'PI', belfiore: 'G702', cap: '56121' },
  { istat: '049009', name: 'LIVORNO', province: 'LI', belfiore: 'E625', cap: '57121' },
  { istat: '052032', name: 'SIENA', province: 'SI', belfiore: 'I726', cap: '53100' },
  { istat: '054039', name: 'PERUGIA', province: 'PG', belfiore: 'G478', cap: '06121' },
  { istat: '042002', name: 'ANCONA', province: 'AN', belfiore: 'A271', cap: '60121' },
  // Lazio, Abruzzo, Campania
  { istat: '058091', name: 'ROMA', province: 'RM', belfiore: 'H501', cap: '00185' },
  { istat: '059011', name: 'LATINA', province: 'LT', belfiore: 'E472', cap: '04100' },
  { istat: '060038', name: 'FROSINONE', province: 'FR', belfiore: 'D810', cap: '03100' },
  { istat: '068028', name: 'PESCARA', province: 'PE', belfiore: 'G482', cap: '65121' },
  { istat: '063049', name: 'NAPOLI', province: 'NA', belfiore: 'F839', cap: '80133' },
  // Puglia, Basilicata, Calabria
  { istat: '072006', name: 'BARI', province: 'BA', belfiore: 'A662', cap: '70121' },
  { istat: '075035', name: 'LECCE', province: 'LE', belfiore: 'E506', cap: '73100' },
  { istat: '073027', name: 'TARANTO', province: 'TA', belfiore: 'L049', cap: '74121' },
  { istat: '076063', name: 'POTENZA', province: 'PZ', belfiore: 'G942', cap: '85100' },
  { istat: '077014', name: 'MATERA', province: 'MT', belfiore: 'F052', cap: '75100' },
  { istat: '078045', name: 'COSENZA', province: 'CS', belfiore: 'D086', cap: '87100' },
  // Sicilia, Sardegna
  { istat: '082053', name: 'PALERMO', province: 'PA', belfiore: 'G273', cap: '90133' },
  { istat: '087015', name: 'CATANIA', province: 'CT', belfiore: 'C351', cap: '95121' },
  { istat: '083048', name: 'MESSINA', province: 'ME', belfiore: 'F158', cap: '98121' },
  { istat: '092009', name: 'CAGLIARI', province: 'CA', belfiore: 'B354', cap: '09124' },
];

/** The municipality called `name` (upper case); throws on a typo so the seed never writes a broken place. */
export function municipality(name: string): Municipality {
  const m = MUNICIPALITIES.find((x) => x.name === name);
  if (!m) throw new Error(`unknown municipality ${name}`);
  return m;
}
