import { memberDataContract, myDataContract, type MyDataFormat } from '@tessera/domain/contracts/privacy';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { route } from '../http/route';
import { memberCopy } from './memberCopy';
import { renderCopyPdf } from './copyPdf';

/** The copy as the file asked for: JSON (indented, UTF-8) or the printed PDF. */
async function dataFile(orgId: string, memberId: string, format: MyDataFormat, lang: 'it' | 'en') {
  const copy = await memberCopy(orgId, memberId);
  const base = `${lang === 'it' ? 'dati-personali' : 'personal-data'}-${copy.member.surname || memberId}-${todayInItaly()}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9-]+/g, '-');
  const sections = Object.keys(copy.sections);
  if (format === 'json')
    return {
      file: Buffer.from(JSON.stringify(copy, null, 2), 'utf8').toString('base64'),
      fileName: `${base}.json`,
      contentType: 'application/json' as const,
      sections,
    };
  const bytes = await renderCopyPdf(copy, lang);
  return { file: Buffer.from(bytes).toString('base64'), fileName: `${base}.pdf`, contentType: 'application/pdf' as const, sections };
}

/** GET /v1/profile/my-data (header format, lang) — the member's own copy. */
export const myData = route(myDataContract, async ({ claims, scope, headers }) => {
  const own = await scope.own();
  return dataFile(claims.org, own.ref.id, headers.format, headers.lang ?? 'it');
});

/** GET /v1/privacy/member-data (header id, format, lang) — a member's copy, made by the back office (in scope only). */
export const memberData = route(memberDataContract, async ({ claims, scope, headers }) => {
  const member = await scope.member(headers.id);
  return dataFile(claims.org, member.ref.id, headers.format, headers.lang ?? 'it');
});
