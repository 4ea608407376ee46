import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CardRow } from './cardRows';

/** The holder's name, visibly a link to the member's page; a card without a member shows the name as text. */
export function HolderLink({ row }: { row: Pick<CardRow, 'holder' | 'memberId'> }) {
  if (!row.memberId) return <>{row.holder || '—'}</>;
  return (
    <Link asChild variant="underline" colorPalette="brand" data-testid="card-holder-link">
      <RouterLink to={`/subscribers/${encodeURIComponent(row.memberId)}`}>{row.holder || '—'}</RouterLink>
    </Link>
  );
}
