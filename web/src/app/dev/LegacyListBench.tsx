import { orgCol } from '@tessera/domain/paths';
import { useAuthUser } from '../../lib/data/useAuthUser';
import { useWholeCollectionLegacy } from '../../lib/data/useWholeCollectionLegacy';

/**
 * Dev pages only (`/dev/legacy-list?org=…&collection=members|cards`): the lists' load-everything mechanism
 * before the lists read one page at a time, kept as the baseline `npm run bench` measures the paged lists against. The whole collection
 * (useWholeCollectionLegacy), then sorted in memory and one page rendered, as the old pages did.
 */
const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

export function LegacyListBench() {
  const params = new URLSearchParams(window.location.search);
  const cards = params.get('collection') === 'cards';
  const auth = useAuthUser();
  const signedIn = auth.status === 'ready' && auth.user !== null;
  const path = orgCol(params.get('org') ?? '', cards ? 'cards' : 'members');
  const rows = useWholeCollectionLegacy(path, cards ? 'holder' : 'surname', signedIn);
  if (!rows) return <p data-testid="legacy-loading">…</p>;
  const key = (r: Record<string, unknown>) => String(cards ? r.number : `${String(r.surname)} ${String(r.name)}`);
  const page = [...rows].sort((a, b) => collator.compare(key(a), key(b))).slice(0, 25);
  return (
    <ul data-testid="legacy-list" data-total={rows.length}>
      {page.map((r) => (
        <li key={String(r.id)} data-testid="legacy-row">
          {key(r)}
        </li>
      ))}
    </ul>
  );
}
