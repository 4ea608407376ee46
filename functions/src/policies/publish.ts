import { publishPolicyContract } from '@tessera/domain/contracts/policies';
import type { PublishedPolicy } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { namedOrRemoved, putFile } from '../files/storedFiles';

/**
 * POST /v1/settings/publish-policy (header kind) {fileName, contentBase64} — the document is stored first, then
 * named on the organization as the next version in a transaction (two publications at once get consecutive
 * versions); when that fails the file goes again. Earlier versions' files stay: acceptances name their version.
 */
export const publishPolicy = route(publishPolicyContract, async ({ claims, principal, headers, body }) => {
  const file = await putFile(claims.org, { kind: 'policy', id: headers.kind }, body);
  return namedOrRemoved(claims.org, file.id, () =>
    db.runTransaction(async (tx) => {
      const org = await tx.get(db.doc(orgPath(claims.org)));
      const previous = org.get(`policies.${headers.kind}`) as PublishedPolicy | undefined;
      const published: PublishedPolicy = {
        version: (previous?.version ?? 0) + 1,
        fileId: file.id,
        fileName: file.fileName,
        publishedAt: new Date().toISOString(),
      };
      tx.update(org.ref, { [`policies.${headers.kind}`]: published });
      recordChange(tx, claims.org, {
        type: 'policyPublished',
        by: auditActor(principal, claims),
        target: `policies/${headers.kind}`,
        before: previous ?? null,
        after: published,
      });
      return { kind: headers.kind, ...published };
    }),
  );
});
