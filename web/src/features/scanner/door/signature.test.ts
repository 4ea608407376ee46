import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSignature } from './signature';

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');

/** A door key pair and a code signed with it, as the server makes them (functions cards/token.ts). */
async function door() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (payload: object) => {
    const body = b64url(new TextEncoder().encode(JSON.stringify(payload)));
    return `${body}.${b64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body)))}`;
  };
  return { raw, sign };
}

afterEach(() => vi.restoreAllMocks());

describe("the door device's signature check", () => {
  it("verifies a door key's signature with the list's raw public key, and refuses another code's", async () => {
    const { raw, sign } = await door();
    const good = await sign({ k: 'ticket', o: 'org', s: 'festa', m: 'r1', q: 1 });
    const other = await sign({ k: 'ticket', o: 'org', s: 'festa', m: 'r2', q: 1 });
    expect(await checkSignature(raw, good)).toBe('valid');
    expect(await checkSignature(raw, `${other.split('.')[0]}.${good.split('.')[1]}`)).toBe('bad');
    // another organization's key
    expect(await checkSignature((await door()).raw, good)).toBe('bad');
  });

  it('checks every door key signature where WebCrypto has no Ed25519 (older Android browsers), with the script check', async () => {
    const { raw, sign } = await door();
    // as an older browser answers: Ed25519 is not a WebCrypto algorithm there
    const importKey = vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'));
    const good = await sign({ k: 'ticket', o: 'org', s: 'festa', m: 'r1', q: 1 });
    const other = await sign({ k: 'ticket', o: 'org', s: 'festa', m: 'r2', q: 1 });
    expect(await checkSignature(raw, good)).toBe('valid');
    expect(await checkSignature(raw, `${other.split('.')[0]}.${good.split('.')[1]}`)).toBe('bad');
    expect(await checkSignature(raw, `${good.split('.')[0]}.${b64url(new Uint8Array(64).fill(255))}`)).toBe('bad');
    expect(importKey).toHaveBeenCalled();
  });

  it('leaves a code signed before the door keys to the server, and checks nothing on a typed number or short code', async () => {
    const { raw } = await door();
    const legacy = `${b64url(new TextEncoder().encode('{"o":"org"}'))}.${b64url(new Uint8Array(32))}`;
    expect(await checkSignature(raw, legacy)).toBe('serverOnly');
    expect(await checkSignature(raw, `${legacy.split('.')[0]}.${b64url(new Uint8Array(5))}`)).toBe('bad');
    expect(await checkSignature(raw, 'not a code')).toBe('bad');
    expect(await checkSignature(raw, '1001')).toBe('valid');
    expect(await checkSignature(raw, 'abcd-2345')).toBe('valid');
  });
});
