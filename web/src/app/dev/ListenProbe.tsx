import { useEffect, useState } from 'react';
import { firstPageQuery } from '@tessera/domain/lists/query';
import { cardList, memberList, paymentList, type ListSpec } from '@tessera/domain/lists/specs';
import { describedQuery } from '../../lib/data/describedQuery';
import { headStart, listen } from '../../lib/data/listen';
import { firestore } from '../../lib/firebase/firestore';

const SPECS: Record<string, ListSpec> = { members: memberList as ListSpec, cards: cardList as ListSpec, payments: paymentList as ListSpec };

/**
 * Dev pages only (`/dev/listen-probe?org=…&list=members|cards|payments`): a list's first-page query, listened to the
 * way the list pages listen (same SDK, transport, rules and head start) with nothing else on the page, drawn as bare
 * ids once the server answers. `npm run bench` times it beside the real page: what the emulator takes to answer the
 * page's own listen, so the difference is the page's share.
 */
export function ListenProbe() {
  const params = new URLSearchParams(window.location.search);
  const spec = SPECS[params.get('list') ?? ''] ?? SPECS.members!;
  const description = firstPageQuery(params.get('org') ?? '', spec);
  const key = `probe ${JSON.stringify(description)}`;
  const [ids, setIds] = useState<string[] | null>(null);
  if (description) headStart(key, () => describedQuery(firestore, description));

  useEffect(() => {
    if (!description) return;
    return listen(
      describedQuery(firestore, description),
      (snap) => {
        if (!snap.metadata.fromCache) setIds(snap.docs.map((d) => d.id));
      },
      { includeMetadataChanges: true, headStart: key },
    );
    // key stands for the description
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!ids) return <p data-testid="probe-loading">…</p>;
  return (
    <ul data-testid="probe-list">
      {ids.map((id) => (
        <li key={id} data-testid="probe-row">
          {id}
        </li>
      ))}
    </ul>
  );
}
