import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  eInvoiceFileName,
  eInvoiceParties,
  fatturaPaXml,
  isItaly,
  parseAddressLine,
  paymentMethodCode,
  type EInvoiceInput,
} from './eInvoice';

const input: EInvoiceInput = {
  kind: 'invoice',
  number: '7/2026',
  n: 7,
  year: 2026,
  issuedOn: '2026-11-27',
  seller: {
    name: 'Associazione Aurora & Amici',
    vatNumber: '12345678903',
    taxCode: '97012345678',
    address: { line: 'Via Giuseppe Mazzini 8', zip: '20123', city: 'Milano', province: 'MI' },
    email: 'info@aurora.it',
  },
  buyer: { name: 'Giulia', surname: "D'Amico", taxCode: 'DMCGLI80A41F205L', address: { line: 'Via Roma 1', zip: '00100', city: 'Roma' } },
  line: { description: 'Quota associativa 2026 <rinnovo>', quantity: 1, amount: 12200, vatPercent: 22 },
  method: 'BONIFICO',
  stampDuty: false,
};

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml)['p:FatturaElettronica'];

describe('FatturaPA (FPR12)', () => {
  it('is well-formed XML in the schema namespace, with the seller, the buyer and the invoice number', () => {
    const xml = fatturaPaXml(input);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parse(xml);
    expect(doc['@_versione']).toBe('FPR12');
    expect(doc['@_xmlns:p']).toBe('http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2');
    const header = doc.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione.IdTrasmittente).toEqual({ IdPaese: 'IT', IdCodice: '12345678903' });
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('0000000');
    expect(header.CedentePrestatore.DatiAnagrafici.Anagrafica.Denominazione).toBe('Associazione Aurora & Amici');
    expect(header.CedentePrestatore.Sede).toEqual({
      Indirizzo: 'Via Giuseppe Mazzini 8',
      CAP: '20123',
      Comune: 'Milano',
      Provincia: 'MI',
      Nazione: 'IT',
    });
    expect(header.CessionarioCommittente.DatiAnagrafici).toEqual({
      CodiceFiscale: 'DMCGLI80A41F205L',
      Anagrafica: { Nome: 'Giulia', Cognome: "D'Amico" },
    });
    const general = doc.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento;
    expect([general.TipoDocumento, general.Divisa, general.Data, general.Numero, general.ImportoTotaleDocumento]).toEqual([
      'TD01',
      'EUR',
      '2026-11-27',
      '7/2026',
      '122.00',
    ]);
  });

  it('with VAT: the line and the summary split the paid amount into taxable part and VAT', () => {
    const body = parse(fatturaPaXml(input)).FatturaElettronicaBody;
    const line = body.DatiBeniServizi.DettaglioLinee;
    expect([line.Descrizione, line.Quantita, line.PrezzoUnitario, line.PrezzoTotale, line.AliquotaIVA, line.Natura]).toEqual([
      'Quota associativa 2026 <rinnovo>',
      '1.00',
      '100.00',
      '100.00',
      '22.00',
      undefined,
    ]);
    expect(body.DatiBeniServizi.DatiRiepilogo).toEqual({
      AliquotaIVA: '22.00',
      ImponibileImporto: '100.00',
      Imposta: '22.00',
      EsigibilitaIVA: 'I',
    });
    expect(body.DatiPagamento.DettaglioPagamento).toEqual({ ModalitaPagamento: 'MP05', ImportoPagamento: '122.00' });
  });

  it('without VAT (a membership fee): nature N2.2 with its legal reference; above €77.47 the virtual stamp duty', () => {
    const body = parse(
      fatturaPaXml({ ...input, line: { ...input.line, amount: 8000, vatPercent: 0, quantity: 2 }, stampDuty: true }),
    ).FatturaElettronicaBody;
    expect(body.DatiBeniServizi.DettaglioLinee.Natura).toBe('N2.2');
    expect(body.DatiBeniServizi.DettaglioLinee.PrezzoUnitario).toBe('40.00');
    expect(body.DatiBeniServizi.DatiRiepilogo).toEqual({
      AliquotaIVA: '0.00',
      Natura: 'N2.2',
      ImponibileImporto: '80.00',
      Imposta: '0.00',
      RiferimentoNormativo: 'Non soggetta IVA ai sensi art. 4 D.P.R. 633/1972',
    });
    expect(body.DatiGenerali.DatiGeneraliDocumento.DatiBollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
  });

  it('keeps the order the schema demands inside each block', () => {
    const xml = fatturaPaXml({ ...input, stampDuty: true });
    const order = (names: string[]) => names.map((n) => xml.indexOf(`<${n}>`));
    const inOrder = (names: string[]) => expect(order(names)).toEqual([...order(names)].sort((a, b) => a - b));
    inOrder(['TipoDocumento', 'Divisa', 'Data', 'Numero', 'DatiBollo', 'ImportoTotaleDocumento']);
    inOrder(['NumeroLinea', 'Descrizione', 'Quantita', 'PrezzoUnitario', 'PrezzoTotale', 'AliquotaIVA']);
    inOrder(['IdFiscaleIVA', 'CodiceFiscale', 'Anagrafica', 'RegimeFiscale']);
    inOrder(['Indirizzo', 'CAP', 'Comune', 'Provincia', 'Nazione']);
    inOrder(['FatturaElettronicaHeader', 'DatiTrasmissione', 'CedentePrestatore', 'CessionarioCommittente', 'FatturaElettronicaBody']);
  });

  it('a credit note is TD04 and names the invoice it corrects', () => {
    const doc = parse(
      fatturaPaXml({ ...input, kind: 'creditNote', number: '2/2026', n: 2, corrects: { number: '7/2026', issuedOn: '2026-03-01' } }),
    );
    expect(doc.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento.TipoDocumento).toBe('TD04');
    expect(doc.FatturaElettronicaBody.DatiGenerali.DatiFattureCollegate).toEqual({ IdDocumento: '7/2026', Data: '2026-03-01' });
  });

  it('text is data: markup escaped, control characters dropped, letters beyond Latin-1 transliterated, lengths capped', () => {
    const xml = fatturaPaXml({
      ...input,
      buyer: { ...input.buyer, name: 'Zoë</Nome><x>', surname: 'Dvořák\u0007' + 'x'.repeat(80) },
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const names = parse(xml).FatturaElettronicaHeader.CessionarioCommittente.DatiAnagrafici.Anagrafica;
    expect(names.Nome).toBe('Zoë</Nome><x>');
    expect(names.Cognome.startsWith('Dvorák x')).toBe(true); // ř is not Latin-1, á is
    expect(names.Cognome).toHaveLength(60);
  });

  it('file names are IT + VAT number + five characters, different for every kind, year and number', () => {
    const names = new Set<string>();
    for (const kind of ['invoice', 'creditNote'] as const)
      for (const year of [2026, 2027]) for (const n of [1, 2, 99_999]) names.add(eInvoiceFileName({ ...input, kind, year, n }));
    expect(names.size).toBe(12);
    for (const name of names) expect(name).toMatch(/^IT12345678903_[0-9A-Z]{5}\.xml$/);
  });
});

describe('addresses and methods', () => {
  it('reads the registered address settings store as one line', () => {
    expect(parseAddressLine('Via Giuseppe Mazzini 8, 20123 Milano (MI)')).toEqual({
      line: 'Via Giuseppe Mazzini 8',
      zip: '20123',
      city: 'Milano',
      province: 'MI',
    });
    expect(parseAddressLine('Piazza Duomo 1, 00100 Roma')).toEqual({ line: 'Piazza Duomo 1', zip: '00100', city: 'Roma' });
    expect(parseAddressLine('Via Roma 1 Milano')).toBeNull();
    expect(parseAddressLine('')).toBeNull();
  });

  it('Italy is the default country', () => {
    expect([isItaly(''), isItaly(undefined), isItaly('italia'), isItaly('IT'), isItaly('FRANCIA')]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('codes the methods', () => {
    expect(['CONTANTI', 'BONIFICO', 'STRIPE', 'POSTALCC', 'PAYROLL'].map((m) => paymentMethodCode(m as never))).toEqual([
      'MP01',
      'MP05',
      'MP08',
      'MP18',
      'MP22',
    ]);
  });
});

describe('eInvoiceParties', () => {
  const org = { name: 'Alfa', vatNumber: '12345678903', taxCode: '97012345678', address: 'Via Verdi 3, 10121 Torino (to)' };
  const member = {
    name: 'Mario',
    surname: 'Rossi',
    ssn: 'rssmra80a01h501u',
    residence: { line: 'Via Roma 1', zip: '00184', city: 'Roma', state: 'rm' },
  };

  it('takes both parties as an invoice names them', () => {
    expect(eInvoiceParties(org, member)).toEqual({
      parties: {
        seller: {
          name: 'Alfa',
          vatNumber: '12345678903',
          taxCode: '97012345678',
          address: { line: 'Via Verdi 3', zip: '10121', city: 'Torino', province: 'TO' },
        },
        buyer: {
          name: 'Mario',
          surname: 'Rossi',
          taxCode: 'RSSMRA80A01H501U',
          address: { line: 'Via Roma 1', zip: '00184', city: 'Roma', province: 'RM' },
        },
      },
    });
  });

  it('names everything missing at once', () => {
    expect(eInvoiceParties({ name: 'Alfa', address: 'Torino' }, { name: 'Mario' }).missing).toEqual([
      { path: 'publicInfo.vatNumber', message: 'validation.required' },
      { path: 'publicInfo.address', message: 'validation.addressLine' },
      { path: 'member.ssn', message: 'validation.required' },
      { path: 'member.surname', message: 'validation.required' },
      { path: 'member.residence.line', message: 'validation.required' },
      { path: 'member.residence.zip', message: 'validation.required' },
      { path: 'member.residence.city', message: 'validation.required' },
    ]);
  });

  it('a member resident abroad, or with a CAP that is not five digits, is refused', () => {
    expect(eInvoiceParties(org, { ...member, residence: { ...member.residence, country: 'FRANCIA' } }).missing).toEqual([
      { path: 'member.residence.country', message: 'validation.notAllowed' },
    ]);
    expect(eInvoiceParties(org, { ...member, residence: { ...member.residence, zip: '001xx' } }).missing).toEqual([
      { path: 'member.residence.zip', message: 'validation.cap' },
    ]);
  });
});
