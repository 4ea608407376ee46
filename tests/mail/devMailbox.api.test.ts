import { db } from '../support/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION, type DevMailboxEntry } from '@tessera/domain/entities/mail';
import { devMailbox } from '../../functions/src/mail/devMailbox';
import { api } from '../support/api';
import { clearFirestore } from '../support/emulators';

beforeAll(async () => {
  await clearFirestore();
  const batch = db.batch();
  for (let i = 0; i < 60; i++) {
    batch.set(db.doc(`${DEV_MAILBOX_COLLECTION}/m${i}`), {
      orgId: 'org-a',
      mailId: `mail-${i}`,
      attempt: 1,
      to: `u${i}@example.test`,
      from: 'noreply@tessera.app',
      subject: `Oggetto ${i}`,
      text: `Testo ${i}`,
      html: `<p>Testo ${i}</p>`,
      attachments: i === 59 ? [{ fileName: 'card.pdf', contentType: 'application/pdf', size: 1234 }] : [],
      createdAt: Timestamp.fromMillis(1_700_000_000_000 + i * 1000),
    });
  }
  await batch.commit();
});

describe('GET /v1/dev/mailbox', () => {
  const saved = process.env.FUNCTIONS_EMULATOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
  });

  it('on the emulator, without sign-in: the latest 50 sink messages, newest first', async () => {
    const res = await api<{ messages: DevMailboxEntry[] }>('GET', '/v1/dev/mailbox');
    expect(res.status).toBe(200);
    const list = res.body.messages;
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({
      id: 'm59',
      orgId: 'org-a',
      mailId: 'mail-59',
      attempt: 1,
      to: 'u59@example.test',
      from: 'noreply@tessera.app',
      subject: 'Oggetto 59',
      text: 'Testo 59',
      html: '<p>Testo 59</p>',
      attachments: [{ fileName: 'card.pdf', contentType: 'application/pdf', size: 1234 }],
      createdAt: new Date(1_700_000_059_000).toISOString(),
    });
    expect(list.at(-1)!.id).toBe('m10');
    const times = list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('outside the emulator it answers NOT_FOUND', async () => {
    delete process.env.FUNCTIONS_EMULATOR;
    await expect(devMailbox.handle({ headers: {}, body: undefined, req: {} as never } as never)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
