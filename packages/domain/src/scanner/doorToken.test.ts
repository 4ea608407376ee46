import { describe, expect, it } from 'vitest';
import { base64urlBytes, doorKey, namedCode, splitDoorToken } from './doorToken';
import { signatureOf as sig, toBase64url as b64 } from './base64url.testing';

describe('door tokens read on the device', () => {
  it('decodes base64url to the bytes it was made of, and refuses what is not', () => {
    for (const bytes of [[1], [1, 2], [1, 2, 3], [0, 255, 128, 64, 7]]) expect(Array.from(base64urlBytes(b64(bytes))!)).toEqual(bytes);
    const body = b64(JSON.stringify({ o: 'Città €', m: 'm1' }));
    expect(splitDoorToken(`${body}.${sig(64)}`)?.claimed).toEqual({ o: 'Città €', m: 'm1' });
    expect(base64urlBytes('ab+c')).toBeNull();
    expect(base64urlBytes('abcde')).toBeNull();
  });

  it('tells a door-key signature (64 bytes) from an older server-only one (32) and reads the claimed payload', () => {
    const body = b64(JSON.stringify({ k: 'ticket', o: 'org', s: 'sale', m: 'reg', q: 1, iat: 1 }));
    expect(splitDoorToken(`${body}.${sig(64)}`)).toMatchObject({ signedWith: 'doorKey', claimed: { s: 'sale' } });
    expect(splitDoorToken(`${body}.${sig(32)}`)?.signedWith).toBe('legacy');
    expect(splitDoorToken(`${body}.${sig(10)}`)?.signedWith).toBe('unknown');
    expect(splitDoorToken('no dots')).toBeNull();
    expect(splitDoorToken(`${b64('[1,2]')}.${sig(64)}`)?.claimed).toBeNull();
    expect(splitDoorToken(`${b64('{not json')}.${sig(64)}`)?.claimed).toBeNull();
  });

  it('names the three kinds of code by their payload, under the keys the door list files them by', () => {
    const card = namedCode({ o: 'org', c: '1001', m: 'm1', v: '2026-12-31', iat: 1 });
    expect(card).toEqual({ kind: 'card', org: 'org', member: 'm1', number: '1001', validUntil: '2026-12-31' });
    expect(doorKey(card!)).toBe('card:m1');
    expect(doorKey(namedCode({ k: 'ticket', o: 'org', s: 's1', m: 'r1' })!)).toBe('ticket:s1:r1');
    expect(doorKey(namedCode({ k: 'campaign', o: 'org', c: 'c1', r: 'r1' })!)).toBe('campaign:c1:r1');
    expect(namedCode({ k: 'other', o: 'org' })).toBeNull();
    expect(namedCode({ c: '1', m: 'm' })).toBeNull();
  });
});
