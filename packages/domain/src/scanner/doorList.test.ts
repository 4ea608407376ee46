import { describe, expect, it } from 'vitest';
import { decideAtDoor, doorKeyInScope, indexDoorList, type DoorList, type DoorListEntry } from './doorList';

import { signatureOf, toBase64url } from './base64url.testing';

const token = (payload: object) => `${toBase64url(JSON.stringify(payload))}.${signatureOf(64)}`;
const entry = (e: Partial<DoorListEntry> & { key: string }): DoorListEntry => ({
  holder: 'Mario Rossi',
  number: null,
  short: null,
  until: null,
  active: true,
  used: null,
  ...e,
});
const list = (mode: DoorList['mode'], entries: DoorListEntry[]): DoorList => ({
  deviceId: 'device-1',
  org: 'org',
  scope: mode === 'CARD' ? { kind: 'cards' } : { kind: 'sale', id: 's1' },
  title: mode === 'CARD' ? '' : 'Concerto',
  mode,
  publicKey: 'k',
  generatedAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-03T00:00:00.000Z',
  cursor: '0.000000000',
  entries,
  photos: [],
});
const none = () => null;

describe('the door decision offline', () => {
  it('a card: valid while active and in date (its record with the grace period, and its QR), expired otherwise; another number invalid', () => {
    const cards = indexDoorList(
      list('CARD', [
        entry({ key: 'card:m1', number: '1001', until: '2027-02-28' }),
        entry({ key: 'card:m2', number: '1002', active: false, holder: 'Luca Verdi' }),
      ]),
    );
    const qr = (c: string, m: string, v: string | null) => token({ o: 'org', c, m, v, iat: 1 });
    expect(decideAtDoor(cards, qr('1001', 'm1', '2026-12-31'), 'valid', '2026-12-02', none)).toMatchObject({
      result: 'VALID',
      mode: 'CARD',
      title: '1001',
    });
    expect(decideAtDoor(cards, qr('1001', 'm1', '2025-12-31'), 'valid', '2026-12-02', none).result).toBe('EXPIRED');
    expect(decideAtDoor(cards, qr('1001', 'm1', null), 'valid', '2027-03-01', none).result).toBe('EXPIRED');
    expect(decideAtDoor(cards, qr('1002', 'm2', null), 'valid', '2026-12-02', none)).toMatchObject({
      result: 'EXPIRED',
      holder: 'Luca Verdi',
    });
    expect(decideAtDoor(cards, qr('0999', 'm1', null), 'valid', '2026-12-02', none).result).toBe('INVALID');
    expect(decideAtDoor(cards, '1002', 'valid', '2026-12-02', none).result).toBe('EXPIRED');
    expect(decideAtDoor(cards, '4242', 'valid', '2026-12-02', none).result).toBe('INVALID');
  });

  it('an ACCESS ticket: once (the list, this device or another device used it), expired after its day, invalid with a bad signature', () => {
    const tickets = indexDoorList(
      list('ACCESS', [
        entry({ key: 'ticket:s1:r1', short: 'ABCD2345', until: '2026-12-02' }),
        entry({ key: 'ticket:s1:r2', until: '2026-12-02', used: { at: '2026-12-02T19:00:00Z', by: 'Ingresso B' } }),
      ]),
    );
    const t = (m: string) => token({ k: 'ticket', o: 'org', s: 's1', m, q: 1, iat: 1 });
    expect(decideAtDoor(tickets, t('r1'), 'valid', '2026-12-02', none)).toMatchObject({
      result: 'VALID',
      key: 'ticket:s1:r1',
      title: 'Concerto',
    });
    expect(decideAtDoor(tickets, t('r1'), 'bad', '2026-12-02', none).result).toBe('INVALID');
    // a code only the server can check: no admission offline without the staff's word
    expect(decideAtDoor(tickets, t('r1'), 'serverOnly', '2026-12-02', none)).toMatchObject({
      result: 'VALID',
      unverified: true,
      confirm: true,
      holder: 'Mario Rossi',
    });
    expect(decideAtDoor(tickets, t('r1'), 'valid', '2026-12-02', none).confirm).toBe(false);
    // a refusal needs no confirming: used, past its day or not on the list, whoever signed it
    expect(decideAtDoor(tickets, t('r2'), 'serverOnly', '2026-12-02', none)).toMatchObject({ result: 'ALREADY_USED', confirm: false });
    expect(decideAtDoor(tickets, t('r1'), 'serverOnly', '2026-12-03', none)).toMatchObject({ result: 'EXPIRED', confirm: false });
    expect(decideAtDoor(tickets, t('r9'), 'serverOnly', '2026-12-02', none)).toMatchObject({ result: 'INVALID', confirm: false });
    expect(decideAtDoor(tickets, t('r2'), 'valid', '2026-12-02', none)).toMatchObject({ result: 'ALREADY_USED', usedBy: 'Ingresso B' });
    const here = () => ({ at: '2026-12-02T20:00:00Z', by: 'questo dispositivo' });
    expect(decideAtDoor(tickets, 'abcd 2345', 'valid', '2026-12-02', here)).toMatchObject({
      result: 'ALREADY_USED',
      usedBy: 'questo dispositivo',
    });
    expect(decideAtDoor(tickets, t('r1'), 'valid', '2026-12-03', none).result).toBe('EXPIRED');
    expect(decideAtDoor(tickets, t('r9'), 'valid', '2026-12-02', none).result).toBe('INVALID');
    expect(
      decideAtDoor(tickets, token({ k: 'ticket', o: 'other', s: 's1', m: 'r1', q: 1, iat: 1 }), 'valid', '2026-12-02', none).result,
    ).toBe('INVALID');
  });

  it('a FIDELITY code earns its points at every scan', () => {
    const fidelity = indexDoorList(list('FIDELITY', [entry({ key: 'campaign:c1:r1' })]));
    const code = token({ k: 'campaign', o: 'org', c: 'c1', r: 'r1', iat: 1 });
    const used = () => ({ at: 'x', by: 'y' });
    expect(decideAtDoor(fidelity, code, 'valid', '2026-12-02', used)).toMatchObject({ result: 'VALID', points: 100, mode: 'FIDELITY' });
    expect(decideAtDoor(fidelity, code, 'serverOnly', '2026-12-02', used)).toMatchObject({ result: 'VALID', confirm: true });
  });
});

describe('a door key within a device scope (the photos a device may ask for)', () => {
  it("names the card's member, the ticket's or registration's id, for the scope's own keys only", () => {
    expect(doorKeyInScope({ kind: 'cards' }, 'card:m1')).toEqual({ kind: 'card', member: 'm1' });
    expect(doorKeyInScope({ kind: 'sale', id: 's1' }, 'ticket:s1:r1')).toEqual({ kind: 'ticket', registration: 'r1' });
    expect(doorKeyInScope({ kind: 'campaign', id: 'c1' }, 'campaign:c1:r1')).toEqual({ kind: 'campaign', registration: 'r1' });
  });

  it("is nothing for another scope's key, another activity's, or a key not shaped as one", () => {
    expect(doorKeyInScope({ kind: 'cards' }, 'ticket:s1:r1')).toBeNull();
    expect(doorKeyInScope({ kind: 'sale', id: 's1' }, 'card:m1')).toBeNull();
    expect(doorKeyInScope({ kind: 'sale', id: 's1' }, 'ticket:s2:r1')).toBeNull();
    expect(doorKeyInScope({ kind: 'sale', id: 's1' }, 'campaign:s1:r1')).toBeNull();
    expect(doorKeyInScope({ kind: 'campaign', id: 'c1' }, 'campaign:c1:r1:x')).toBeNull();
    expect(doorKeyInScope({ kind: 'cards' }, 'card:')).toBeNull();
    expect(doorKeyInScope({ kind: 'cards' }, 'card:../m1/x')).toBeNull();
    expect(doorKeyInScope({ kind: 'cards' }, 'card:m1:extra')).toBeNull();
  });
});
