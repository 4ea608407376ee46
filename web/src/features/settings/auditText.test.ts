import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LIST_TYPES, type ListType } from '@tessera/domain/entities/organization';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { ITALIAN } from '../../lib/i18n/italian';
import { ITALIAN_AREAS } from '../../lib/i18n/italianAreas';
import { ENGLISH } from '../../lib/i18n/english';
import { ENGLISH_AREAS } from '../../lib/i18n/englishAreas';
import type { AuditRow } from './api/useAuditPage';
import { auditChanges, auditDocumentPaths, auditTargetText, type AuditLookups } from './auditText';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { it: { translation: { ...ITALIAN, ...ITALIAN_AREAS } }, en: { translation: { ...ENGLISH, ...ENGLISH_AREAS } } },
  lng: 'it',
  fallbackLng: 'it',
});
const tIt = i18n.getFixedT('it');
const tEn = i18n.getFixedT('en');

const ORG = 'org-a';
const lists = Object.fromEntries(LIST_TYPES.map((type) => [type, new Map<string, string>()])) as Record<ListType, Map<string, string>>;
lists.groups.set('grp-monza', 'Monza');
lists.sections.set('sec-1', 'Roma Est');
const lookups = (lang: 'it' | 'en'): AuditLookups => ({
  orgId: ORG,
  lang,
  lists,
  docs: new Map([
    [memberPath(ORG, 'm1'), { name: 'Anna', surname: 'Bianchi' }],
    [memberPath(ORG, 'gone'), null],
    [`${orgCol(ORG, 'payments')}/p1`, { holder: 'Mario Rossi' }],
  ]),
  formatDate: (d) => d.toISOString().slice(0, 10),
});
const row = (r: Partial<AuditRow> & Pick<AuditRow, 'type'>): AuditRow => ({
  id: 'a1',
  at: null,
  by: null,
  target: '',
  before: null,
  after: null,
  ...r,
});
const lines = (t: typeof tIt, r: AuditRow, lang: 'it' | 'en' = 'it') =>
  auditChanges(t, r, lookups(lang)).map(
    (c) => `${c.label}: ${c.before === null ? c.after : c.after === null ? c.before : `${c.before} → ${c.after}`}`,
  );

describe('the activity log in words', () => {
  it('names a payment status and amount as the payment screens do, never the stored code', () => {
    const refund = row({
      type: 'paymentRefunded',
      target: 'p1',
      before: { status: 'PROCESSED', refundedAmount: 0 },
      after: { status: 'REFUNDED', refundedAmount: 1500, creditNote: 'NC-1', eventId: 'evt_1' },
    });
    expect(lines(tIt, refund)).toEqual(['Stato: Pagato → Rimborsato', 'Importo rimborsato: € 0,00 → € 15,00', 'Nota di credito: NC-1']);
    expect(lines(tEn, refund, 'en')[0]).toBe('Status: Paid → Refunded');
    expect(auditTargetText(tIt, refund, lookups('it'))).toBe('Pagamento di Mario Rossi');
  });

  it('names an administrator’s role and groups, and a group deleted since', () => {
    const changed = row({
      type: 'adminChanged',
      target: 'prof-1',
      before: { email: 'admin@aurora.test', role: 'management', groups: ['grp-monza'] },
      after: { email: 'admin@aurora.test', role: 'group', groups: ['grp-monza', 'grp-old'] },
    });
    const text = lines(tIt, changed).join('\n');
    expect(text).toContain('Amministratore locale');
    expect(text).toContain('Monza, valore eliminato');
    expect(text).not.toMatch(/grp-|\brole\b|group\b/);
    expect(auditTargetText(tIt, changed, lookups('it'))).toBe('admin@aurora.test');
  });

  it('names a list value by its list and name, and a member by name (or as gone)', () => {
    expect(auditTargetText(tIt, row({ type: 'listValueChanged', target: 'sections/sec-1' }), lookups('it'))).toBe(
      'Sezioni territoriali: Roma Est',
    );
    expect(auditTargetText(tIt, row({ type: 'autoRenewChanged', target: 'm1' }), lookups('it'))).toBe('Anna Bianchi');
    expect(auditTargetText(tIt, row({ type: 'renewalFailed', target: 'gone' }), lookups('it'))).toBe('socio non più presente');
    expect(auditDocumentPaths([row({ type: 'autoRenewChanged', target: 'm1' })], ORG)).toEqual([memberPath(ORG, 'm1')]);
  });

  it('names a platform change by the area it touched, not its endpoint', () => {
    const r = row({ type: 'impersonatedRequest', target: 'POST /v1/settings/add-list-values', after: { from: 'platform-org' } });
    expect(auditTargetText(tIt, r, lookups('it'))).toBe('Area: Impostazioni');
    expect(auditTargetText(tEn, r, lookups('en'))).toBe('Area: Settings');
    expect(lines(tIt, r)).toEqual([]);
  });

  it('names a campaign field as the campaign form does, and formatted text without its HTML', () => {
    const r = row({
      type: 'campaignChanged',
      before: { ctaText: 'Iscriviti', headerHtml: '<p>a</p>' },
      after: { ctaText: 'Partecipa', headerHtml: '<p>b</p>' },
    });
    expect(lines(tIt, r)).toEqual([
      `${tIt('campaigns.fields.ctaText')}: Iscriviti → Partecipa`,
      `${tIt('campaigns.fields.headerHtml')}: modificato`,
    ]);
  });

  it('shows what was created or deleted once, and leaves out what a change did not touch', () => {
    expect(lines(tIt, row({ type: 'listValueAdded', target: 'groups/grp-monza', after: { name: 'Monza', type: 'groups' } }))).toEqual([
      'Nome: Monza',
    ]);
    expect(lines(tIt, row({ type: 'mailSenderRemoved', target: 's1', before: { name: 'Segreteria', email: 'a@b.it' } }))).toEqual([
      'Nome mostrato: Segreteria',
      'Indirizzo email: a@b.it',
    ]);
    const renamed = row({ type: 'conventionChanged', before: { name: 'Teatro', notes: 'x' }, after: { name: 'Teatro Verdi', notes: 'x' } });
    expect(lines(tIt, renamed)).toEqual([`${tIt('conventions.fields.name')}: Teatro → Teatro Verdi`]);
  });

  it('reads a deletion’s report as values, and a move by the name of the value the members went to', () => {
    const deleted = row({
      type: 'listValueDeleted',
      target: 'sections/sec-old',
      before: { name: 'Temp', type: 'sections' },
      after: { movedTo: 'sec-1', moved: 1 },
    });
    expect(lines(tIt, deleted)).toEqual(['Nome: Temp', 'Spostati su: Roma Est', 'Soci spostati: 1']);
    const byCard = row({
      type: 'membersDeleted',
      target: 'members',
      before: { members: [{ card: '7', name: 'Marini Loris' }] },
      after: { notFound: ['999'] },
    });
    expect(lines(tIt, byCard)).toEqual(['Soci: Marini Loris', 'Tessere non trovate: 999']);
  });
});
