import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The way back from a detail page to its list, above the title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild variant="underline" colorPalette="brand" alignSelf="start" fontSize="sm">
      <RouterLink to={to}>← {label}</RouterLink>
    </Link>
  );
}
