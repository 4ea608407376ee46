import { FieldValue } from 'firebase-admin/firestore';
import { setThemeContract } from '@tessera/domain/contracts/settings';
import { brandPaletteFrom } from '@tessera/domain/settings/brandPalette';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';

/** POST /v1/settings/set-theme — the brand palette from the picked colour (checked by the contract), or none; audited. */
export const setTheme = route(setThemeContract, async ({ claims, principal, body }) => {
  const theme = body.colour === null ? null : { brand: brandPaletteFrom(body.colour) };
  await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(orgPath(claims.org)));
    tx.update(org.ref, { theme: theme ?? FieldValue.delete() });
    recordChange(tx, claims.org, {
      type: 'themeChanged',
      by: auditActor(principal, claims),
      target: 'theme',
      before: { colour: (org.get('theme.brand.600') as string | undefined) ?? null },
      after: { colour: body.colour },
    });
  });
  return { theme };
});
