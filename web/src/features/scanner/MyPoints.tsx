import { Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { orgCol } from '@tessera/domain/paths';
import { useLiveDocument } from '../../lib/data/useLiveDocument';

/**
 * The member's fidelity points in their personal area: what FIDELITY campaign scans added, live. Shown
 * once there are any; a member who never took part sees nothing.
 */
export function MyPoints({ orgId, memberId }: { orgId: string; memberId: string }) {
  const { t } = useTranslation();
  const points = useLiveDocument<{ points: number }>(`${orgCol(orgId, 'points')}/${memberId}`);
  if (points.status !== 'success' || !points.data?.points) return null;
  return (
    <Card.Root maxW="md" data-testid="my-points">
      <Card.Body>
        <Text color="fg.muted">{t('scanner.myPointsLabel')}</Text>
        <Text fontSize="3xl" fontWeight="bold" data-testid="my-points-value">
          {t('scanner.myPoints', { count: points.data.points })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('scanner.myPointsHelp')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
