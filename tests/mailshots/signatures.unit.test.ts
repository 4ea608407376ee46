import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from '../../functions/src/mailshots/unsubscribeToken';
import { signatureValid } from '../../functions/src/mailshots/eventsWebhook';
import { renderMailshot } from '../../functions/src/mailshots/render';

describe('unsubscribe tokens', () => {
  const target = { org: 'aps-aurora', mailshotId: 'abc', key: 'f00d' };
  it('name their recipient, signed; a changed target or another secret is refused', () => {
    const token = unsubscribeToken('secret', target);
    expect(readUnsubscribeToken('secret', token)).toEqual(target);
    expect(readUnsubscribeToken('other', token)).toBeNull();
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify(['aps-aurora', 'abc', 'beef'])).toString('base64url')}.${sig}`;
    expect(readUnsubscribeToken('secret', forged)).toBeNull();
    expect(readUnsubscribeToken('secret', 'x')).toBeNull();
    expect(readUnsubscribeToken('', token)).toBeNull();
  });
});

describe("SendGrid's event signature", () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const body = Buffer.from('[{"event":"open"}]');
  const now = Date.now();
  const ts = String(Math.floor(now / 1000));
  const signed = (t: string, b: Buffer) => sign('sha256', Buffer.concat([Buffer.from(t), b]), privateKey).toString('base64');
  it('holds for the timestamp and the raw body it signed, and only for them', () => {
    expect(signatureValid(pub, ts, body, signed(ts, body), now)).toBe(true);
    expect(signatureValid(pub, ts, Buffer.from('[{"event":"click"}]'), signed(ts, body), now)).toBe(false);
    expect(signatureValid(pub, String(Number(ts) + 1), body, signed(ts, body), now)).toBe(false);
    expect(signatureValid('', ts, body, signed(ts, body), now)).toBe(false);
    expect(signatureValid(pub, ts, body, 'garbage', now)).toBe(false);
    // a post signed two days ago is refused even with a good signature
    const old = String(Math.floor(now / 1000) - 2 * 86400);
    expect(signatureValid(pub, old, body, signed(old, body), now)).toBe(false);
  });
});

describe('a mailshot message', () => {
  it('merges escaped values, says why and how to leave, and has a text part', () => {
    const m = renderMailshot(
      { subject: 'Per {{name}}', bodyHtml: '<p>Ciao {{name}}</p>', lang: 'en' },
      { name: '<Anna>' },
      'APS Aurora',
      'https://x.it/unsubscribe/t',
    );
    expect(m.subject).toBe('Per <Anna>');
    expect(m.html).toContain('<p>Ciao &lt;Anna&gt;</p>');
    expect(m.html).toContain('<a href="https://x.it/unsubscribe/t">Unsubscribe from the newsletter</a>');
    expect(m.text).toBe(
      'Ciao <Anna>\n\n---\nYou receive this email as a member of APS Aurora. Unsubscribe from the newsletter: https://x.it/unsubscribe/t',
    );
    expect(renderMailshot({ subject: 's', bodyHtml: '<p>x</p>', lang: 'it' }, {}, 'A', null).html).toContain('<em>Invio di prova</em>');
  });

  it("opens with the association's heading, as every other message does", () => {
    const look = { band: '#0f766e', onBand: '#ffffff', logo: 'association-logo' };
    const m = renderMailshot({ subject: 's', bodyHtml: '<p>x</p>', lang: 'it' }, {}, 'APS <Aurora>', null, look);
    expect(m.html).toMatch(
      /<body[^>]*>\n<div style="background:#0f766e;color:#ffffff;[^"]*"><img src="cid:association-logo"[^>]*>APS &lt;Aurora&gt;<\/div>/,
    );
    // the text part starts with the message itself: the heading is the HTML's look
    expect(m.text.startsWith('x')).toBe(true);
  });
});
