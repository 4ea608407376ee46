import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_PREFERENCES } from '@tessera/domain/entities/organization';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { receiptCounterId } from '@tessera/domain/payments/receipt';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';
import { INVOICE_RESIDENCE } from './support';

// Electronic invoicing (preference eInvoicing): invoicing a payment is issuing its FatturaPA invoice —
// off, NOT_ENABLED and nothing changes; on, the parties are checked before a number is taken, numbers run without
// gaps, the XML is the same on every download, and a refund's credit note has its TD04.
let world: World;
const YEAR = new Date().getUTCFullYear();
type Answer = { id?: string; err?: string; issues?: { path: string; message: string }[]; xml?: string; fileName?: string; number?: string };

const setInvoicing = async (on: boolean) => {
  const res = await api('POST', '/v1/settings/sync-preferences', {
    token: world.tokens.orgAdmin,
    body: {
      preferences: { ...DEFAULT_PREFERENCES, memberEditableFields: [...MEMBER_SELF_EDITABLE], cardAttachments: true, eInvoicing: on },
    },
  });
  expect(res.status).toBe(200);
};

const register = async (extra: Record<string, unknown> = {}) => {
  const res = await api<Answer>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: {
      memberId: 'm1',
      payDate: `${YEAR}-01-10`,
      payYear: YEAR,
      amount: 12200,
      mode: 'BONIFICO',
      object: 'Corso di yoga',
      vatPercent: 22,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id!;
};
const stored = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'payments')}/${id}`).get()).data()!;
const invoice = (id: string) =>
  api<Answer>('PATCH', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    headers: { id },
    body: {
      payDate: `${YEAR}-01-10`,
      payYear: YEAR,
      amount: 12200,
      mode: 'BONIFICO',
      object: 'Corso di yoga',
      quantity: 1,
      vatPercent: 22,
      status: 'INVOICED',
    },
  });
const xmlOf = (id: string, kind?: 'invoice' | 'creditNote', token = world.tokens.orgAdmin) =>
  api<Answer>('GET', '/v1/payments/e-invoice', { token, headers: { id, ...(kind ? { kind } : {}) } });
const parse = (b64: string) =>
  new XMLParser({ parseTagValue: false }).parse(Buffer.from(b64, 'base64').toString('utf8'))['p:FatturaElettronica'];
const lastInvoiceNumber = async () => (await db.doc(counterPath(ORG_A, receiptCounterId('invoice', YEAR))).get()).get('last') ?? 0;

const PUBLIC_INFO = {
  name: 'Associazione Alfa',
  email: 'info@alfa.it',
  address: 'Via Giuseppe Mazzini 8, 20123 Milano (MI)',
  taxCode: '97012345678',
  vatNumber: '12345678903',
};
const RESIDENCE = INVOICE_RESIDENCE;

beforeAll(async () => {
  world = await buildWorld();
  await db.doc(orgPath(ORG_A)).update({ publicInfo: PUBLIC_INFO });
  await updateMember(ORG_A, 'm1', { residence: RESIDENCE });
});

describe('eInvoicing off (the default)', () => {
  it('invoicing answers NOT_ENABLED and changes nothing; the e-invoice endpoint too', async () => {
    await setInvoicing(false);
    const id = await register();
    const before = await stored(id);
    const res = await invoice(id);
    expect([res.status, res.body.err]).toEqual([403, 'NOT_ENABLED']);
    expect(await stored(id)).toEqual(before);
    expect((await xmlOf(id)).body.err).toBe('NOT_ENABLED');
  });
});

describe('eInvoicing on', () => {
  beforeAll(() => setInvoicing(true));

  it('invoicing takes the next invoice number of the year and keeps both parties; the XML names them', async () => {
    const id = await register();
    const last = await lastInvoiceNumber();
    const res = await invoice(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = await stored(id);
    expect(p.status).toBe('INVOICED');
    expect(p.invoice).toMatchObject({ number: `${last + 1}/${YEAR}`, n: last + 1, year: YEAR });
    expect(p.invoice.parties.buyer).toEqual({
      name: 'Mario',
      surname: 'Rossi',
      taxCode: 'RSSMRA80A01H501U',
      address: { line: 'Via Roma 1', zip: '00184', city: 'Roma', province: 'RM' },
    });

    const file = await xmlOf(id);
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.fileName).toMatch(/^IT12345678903_[0-9A-Z]{5}\.xml$/);
    expect(file.body.number).toBe(p.invoice.number);
    const doc = parse(file.body.xml!);
    expect(doc.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD01',
      Numero: p.invoice.number,
      ImportoTotaleDocumento: '122.00',
    });
    expect(doc.FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo).toMatchObject({ ImponibileImporto: '100.00', Imposta: '22.00' });
    expect(doc.FatturaElettronicaHeader.CedentePrestatore.Sede).toMatchObject({ CAP: '20123', Comune: 'Milano', Provincia: 'MI' });

    // the member moves afterwards: the invoice keeps the address it was issued to, and the file is the same
    await updateMember(ORG_A, 'm1', { residence: { ...RESIDENCE, line: 'Via Nuova 2' } });
    const again = await xmlOf(id);
    expect([again.body.xml, again.body.fileName]).toEqual([file.body.xml, file.body.fileName]);
    await updateMember(ORG_A, 'm1', { residence: RESIDENCE });

    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', id).get();
    expect(audit.docs.map((d) => d.get('after.invoice'))).toContain(p.invoice.number);
  });

  it('missing data: RECEIPT_DATA_MISSING naming each field, no number taken, the payment unchanged', async () => {
    const id = await register();
    const before = await stored(id);
    const last = await lastInvoiceNumber();
    await db.doc(orgPath(ORG_A)).update({ 'publicInfo.vatNumber': '', 'publicInfo.address': 'Milano' });
    await updateMember(ORG_A, 'm1', { residence: { ...RESIDENCE, zip: '' } });
    try {
      const res = await invoice(id);
      expect([res.status, res.body.err]).toEqual([422, 'RECEIPT_DATA_MISSING']);
      expect(res.body.issues).toEqual([
        { path: 'publicInfo.vatNumber', message: 'validation.required' },
        { path: 'publicInfo.address', message: 'validation.addressLine' },
        { path: 'member.residence.zip', message: 'validation.required' },
      ]);
    } finally {
      await db.doc(orgPath(ORG_A)).update({ publicInfo: PUBLIC_INFO });
      await updateMember(ORG_A, 'm1', { residence: RESIDENCE });
    }
    expect(await stored(id)).toEqual(before);
    expect(await lastInvoiceNumber()).toBe(last);
  });

  it('concurrent invoicing: distinct consecutive numbers', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => register()));
    const last = await lastInvoiceNumber();
    const answers = await Promise.all(ids.map((id) => invoice(id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ns = (await Promise.all(ids.map(stored))).map((p) => p.invoice.n as number).sort((a, b) => a - b);
    expect(ns).toEqual([1, 2, 3, 4, 5].map((k) => last + k));
  });

  it('a refund of the invoiced payment gives its credit note as TD04, naming the invoice', async () => {
    const id = await register();
    expect((await invoice(id)).status).toBe(200);
    expect((await xmlOf(id, 'creditNote')).body.err).toBe('NOT_FOUND');
    const refund = await api<Answer>('GET', '/v1/payments/refund-payment', {
      token: world.tokens.orgAdmin,
      headers: { payment: id, amount: '2200' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const p = await stored(id);
    const note = await xmlOf(id, 'creditNote');
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.number).toBe(p.creditNote.number);
    const doc = parse(note.body.xml!);
    expect(doc.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD04',
      ImportoTotaleDocumento: '22.00',
    });
    expect(doc.FatturaElettronicaBody.DatiGenerali.DatiFattureCollegate.IdDocumento).toBe(p.invoice.number);
  });

  it('a payment not invoiced through the product has no e-invoice; a group admin outside its groups and a member get none', async () => {
    const id = await register();
    const res = await xmlOf(id);
    expect([res.status, res.body.err]).toEqual([409, 'PAYMENT_STATUS_CONFLICT']);
    await db.doc(`${orgCol(ORG_A, 'payments')}/${id}`).update({ group: 'g9' });
    expect((await xmlOf(id, undefined, world.tokens.groupAdmin)).body.err).toBe('NO_USER_ALLOWED');
    expect((await xmlOf(id, undefined, world.tokens.member)).body.err).toBe('NO_USER_ALLOWED');
    expect((await xmlOf(id, 'nota' as never)).body.issues).toEqual([{ path: 'headers.kind', message: 'validation.notAllowed' }]);
  });
});
