// ESLint rule: the server's areas (functions/src/<area>) stand on floors, and an area imports only areas on lower
// floors: never one above it, nor another on its own floor. What two areas both need moves down a floor (to a lower
// area, shared/, or the domain package when it is pure); a mechanism that must reach the areas above it (the route
// table, the payment webhook, the outbox, the uploads) takes what the areas register into it instead of importing them.
import { relative, sep } from 'node:path';
import { importRule } from './importRule.mjs';

/** The floors from the ground up; an area is a folder of functions/src, or a file directly in it (without `.ts`). */
export const FLOORS = [
  // What everything stands on: the Firebase handles, the audit trail, races, paging and serializing (shared/); the
  // deployment's parameters and secrets (config.ts); PDF text shaping and page layout (pdf/).
  ['shared', 'config', 'pdf'],
  // Requests: routes made from the domain's contracts, their dispatch, errors, the principal, record scopes, language.
  // The member and payment triggers (memberReactions/, paymentReactions/): what a write sets off, as the areas above
  // register it. Where a member's personal data lives (personalData/): the sections of their copy and the erasers, as
  // the areas register them. A member's consents (consents/): the one function every path calls to record a consent
  // with the member's state.
  ['http', 'memberReactions', 'paymentReactions', 'personalData', 'consents'],
  // Mechanisms on top of requests: stored files and images (files/), the public configuration lists (configs/), the
  // mail outbox with its templates and senders (mail/), the organizations' member counters (counters/), background
  // jobs kept as documents under a lease (jobs/: the search downloads', the archives').
  ['files', 'configs', 'mail', 'counters', 'jobs'],
  // The erasure of a member's personal data (erasure/): a job that runs every registered eraser, then deletes the
  // member; its endpoint, the retention period and the nightly retention job. Areas above call it (an accepted request).
  ['erasure'],
  // The codes mailed or texted to prove an address or a phone (verification/).
  ['verification'],
  // Areas that need no other area: the sign-in's account, profiles, claims and recover links (accounts/), the
  // organization's public face (website/), conventions and policies.
  ['accounts', 'website', 'conventions', 'policies'],
  // Membership cards: their data, PDFs, wallet passes, downloads.
  ['cards'],
  // The members: records, unique claims, photos, relatives, deceased reports.
  ['members'],
  // What builds on members: the organization's settings and administrators; a user's own sign-in (username, password,
  // second factor).
  ['settings', 'users'],
  // The sign-in endpoints (auth/: the undo link moves a username back through users/), the member extraction and the
  // table files other areas' exports build on (exports/), the platform's organizations, the upload jobs' machinery
  // (uploads/: files read into rows, leases, chunks; each kind of job registers its applier).
  ['auth', 'exports', 'organizations', 'uploads'],
  // Payments, campaigns, saved searches and their exports, the member file uploads (the rows' appliers, registered
  // with uploads/).
  ['payments', 'campaigns', 'search', 'memberUploads'],
  // What builds on payments or campaigns: mailshots, sale items and their registrations, plans, members' requests,
  // the public signup (its paid fulfilment), the members' invitations (a saved search's members, the mail quota), the
  // register of members (the members' life from the member trigger, the table files of exports/, PDFs). The association
  // archive (archive/: the whole organization out as a zip, and back in as a new one, rebuilding the search rows).
  ['archive', 'mailshots', 'sales', 'plans', 'requests', 'signup', 'invitations', 'register'],
  // The members' marketplace (carts, holds, waiting lists), the scanner at the door, the member's own area, card
  // activation (which may end in a signup), the member's privacy (privacy/: consents given or withdrawn, the copy of
  // their data built from the registered sections).
  ['marketplace', 'scanner', 'my-area', 'activation', 'privacy'],
  // The members' assemblies (assemblies/): who votes follows the register of members and its fees; the door reads a
  // member's card as the scanner does.
  ['assemblies'],
  // The entry files: the route table (api) and the areas' registrations (wiring) import any area…
  ['api', 'wiring'],
  // …and the functions' entry (index) loads the registrations, then exports the API and every trigger.
  ['index'],
];

const floorOf = new Map(FLOORS.flatMap((areas, floor) => areas.map((area) => [area, floor])));

/** The area of a file under functions/src (`members`, `config`, `index`), or null outside it. */
export function areaOf(file, functionsSrc) {
  const rel = relative(functionsSrc, file);
  if (rel.startsWith('..') || rel === '') return null;
  const [top, ...rest] = rel.split(sep);
  return rest.length > 0 ? top : top.replace(/\.(ts|mts|js|mjs|json)$/, '');
}

/** Why area `from` may not import area `to`, or null when it may. */
export function forbidden(from, to) {
  if (!from || !to || from === to) return null;
  for (const area of [from, to])
    if (!floorOf.has(area)) return `functions/src/${area} stands on no floor: add it to FLOORS in scripts/eslint/serverLayers.mjs`;
  const [a, b] = [floorOf.get(from), floorOf.get(to)];
  if (b < a) return null;
  if (b === a) return `${to}/ stands on the same floor as ${from}/: move what both need down a floor`;
  return `${to}/ stands above ${from}/: move what ${from}/ needs down a floor, or let ${to}/ register into it`;
}

export default importRule({
  description: "keeps functions/src's areas importing only the floors below them",
  rootOption: 'functionsSrc',
  defaultRoot: 'functions/src',
  placeOf: areaOf,
  forbidden,
});
