import { col, orgCol } from '@tessera/domain/paths';
import { collection, collectionGroup } from 'firebase/firestore';
import { nobody } from './support/access';
import { useRulesEnv } from './support/env';
import { CHUNK_ID, FILE_ID, ORGS, PROCESSED_EVENT_ID, SAMPLE_ID, SERVER_ONLY } from './support/fixtures';
import { readTable, type ListCase } from './support/table';

// Documents no client reads, whatever its role: stored files (the API serves them after its own
// permission checks) and the event ids the triggers keep to stay idempotent.
const env = useRulesEnv();

const filePath = (org: string) => `${orgCol(org, 'files')}/${FILE_ID}`;

readTable('files', env, {
  gets: ORGS.map((org) => ({ label: `get org ${org} ${FILE_ID}`, path: filePath(org), allowed: nobody })),
  lists: ORGS.map((org) => ({ label: `list org ${org} unfiltered`, query: (db) => collection(db, orgCol(org, 'files')), allowed: nobody })),
});

readTable('chunks', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} ${FILE_ID} chunk ${CHUNK_ID}`,
    path: `${filePath(org)}/chunks/${CHUNK_ID}`,
    allowed: nobody,
  })),
  lists: [
    ...ORGS.map((org): ListCase => ({
      label: `list org ${org} ${FILE_ID} chunks`,
      query: (db) => collection(db, `${filePath(org)}/chunks`),
      allowed: nobody,
    })),
    { label: 'list every file chunk (collection group)', query: (db) => collectionGroup(db, 'chunks'), allowed: nobody },
  ],
});

readTable('processedEvents', env, {
  gets: [{ label: `get ${PROCESSED_EVENT_ID}`, path: `${col.processedEvents}/${PROCESSED_EVENT_ID}`, allowed: nobody }],
  lists: [{ label: 'list unfiltered', query: (db) => collection(db, col.processedEvents), allowed: nobody }],
});

// Verification codes, rate-limit windows, local checkout sessions, activation tickets, reset requests: server only.
// Signup records too.
for (const name of SERVER_ONLY) {
  readTable(name, env, {
    gets: [{ label: `get ${name}/x-1`, path: `${col[name]}/x-1`, allowed: nobody }],
    lists: [{ label: 'list unfiltered', query: (db) => collection(db, col[name]), allowed: nobody }],
  });
}
// Members' payment accounts hold the provider's customer id: not even the member reads theirs (GET
// /v1/payments/retrieve-payment-account answers what they may see). Marketplace carts: the member reads theirs through
// retrieve-session-cart, which brings it up to date with the provider first. The advanced search's projection holds every
// member's searchable fields: only perform-search reads it, after the caller's scope. The organization's subscription holds
// the provider's ids: admins read it through check-subscription-plan. The scanner's redemptions: the scan log tells.
// Soft-bounce runs per address: the mailshots' events handler only (a suppression, once there, is shown). Where each
// member stands in the register of members, and what it has still to look at (its queue, its drainer's lease): the
// register's own appends only (the entries say it to its readers). The erasures' jobs hold the member being erased
// while they run: the erasure only.
for (const name of [
  'signups',
  'paymentAccounts',
  'carts',
  'checkoutTurns',
  'searchShards',
  'billing',
  'redemptions',
  'softBounces',
  'registerMembers',
  'registerQueue',
  'registerDrain',
  'erasures',
] as const) {
  readTable(name, env, {
    gets: ORGS.map((org) => ({
      label: `get org ${org} ${SAMPLE_ID[name]}`,
      path: `${orgCol(org, name)}/${SAMPLE_ID[name]}`,
      allowed: nobody,
    })),
    lists: ORGS.map((org) => ({ label: `list org ${org} ${name}`, query: (db) => collection(db, orgCol(org, name)), allowed: nobody })),
  });
}
// Claims of unique member keys (an email, a tax code): they name members, so nobody reads them.
readTable('uniques', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} email claim`,
    path: `${orgCol(org, 'uniques')}/${SAMPLE_ID.uniques}`,
    allowed: nobody,
  })),
  lists: ORGS.map((org) => ({ label: `list org ${org} uniques`, query: (db) => collection(db, orgCol(org, 'uniques')), allowed: nobody })),
});
