import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssemblyStatus } from '@tessera/domain/assemblies/assembly';

const PALETTE: Record<AssemblyStatus, string> = { DRAFT: 'gray', CONVENED: 'blue', OPEN: 'green', CLOSED: 'purple' };

/** An assembly's status in words. */
export function StatusBadge({ status }: { status: AssemblyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="assembly-status" data-status={status}>
      {t(`assemblies.status.${status}`)}
    </Badge>
  );
}
