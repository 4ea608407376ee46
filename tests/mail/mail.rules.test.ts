import { DEV_MAILBOX_COLLECTION, mailCounterId } from '@tessera/domain/entities/mail';
import { counterPath, orgCol } from '@tessera/domain/paths';
import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { holds, holdsInScope, nobody } from '../rules/support/access';
import { useRulesEnv } from '../rules/support/env';
import { ORGS, SAMPLE_ID } from '../rules/support/fixtures';
import { readTable, type GetCase, type ListCase } from '../rules/support/table';

// The mail outbox: the readable message for the settings roles; its private payload (template data with
// codes and links, attachments) and the local sink's devMailbox for nobody; the month's usage counter
// (no `group` field) for the organization-wide back-office roles, never a group admin.
const env = useRulesEnv();
const MONTH = '2026-11';
const payloadPath = (org: string) => `${orgCol(org, 'mail')}/${SAMPLE_ID.mail}/private/payload`;
const usagePath = (org: string) => counterPath(org, mailCounterId(MONTH));
const SINK_ID = 'sink-1';

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const org of ORGS) {
      await setDoc(doc(db, payloadPath(org)), { data: { code: '123456' }, attachments: [] });
      await setDoc(doc(db, usagePath(org)), { month: MONTH, sent: 3, quota: 1000 });
    }
    await setDoc(doc(db, `${DEV_MAILBOX_COLLECTION}/${SINK_ID}`), { to: 'a@example.test', subject: 'codice 123456' });
  });
});

readTable('mail', env, {
  gets: [
    ...ORGS.flatMap((org): GetCase[] => [
      {
        label: `get org ${org} outbox message`,
        path: `${orgCol(org, 'mail')}/${SAMPLE_ID.mail}`,
        allowed: (p) => holds(p, org, 'settings.manage'),
      },
      { label: `get org ${org} private payload`, path: payloadPath(org), allowed: nobody },
      {
        label: `get org ${org} mail usage counter (no group field)`,
        path: usagePath(org),
        allowed: (p) => holdsInScope(p, org, 'dashboard.read', [null]),
      },
    ]),
    { label: 'get devMailbox message', path: `${DEV_MAILBOX_COLLECTION}/${SINK_ID}`, allowed: nobody },
  ],
  lists: [
    ...ORGS.map((org): ListCase => ({
      label: `list org ${org} private payloads`,
      query: (db: Firestore) => collection(db, `${orgCol(org, 'mail')}/${SAMPLE_ID.mail}/private`),
      allowed: nobody,
    })),
    { label: 'list devMailbox', query: (db: Firestore) => collection(db, DEV_MAILBOX_COLLECTION), allowed: nobody },
  ],
});
