import { Alert, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session';
import { useDoorConflicts } from './api/useDoorDevices';
import { DoorConflictItem } from './DoorConflictItem';

/**
 * On an activity's or a campaign's page: the codes two door devices admitted while apart, each with both admissions and
 * the one that counts. Nothing when there are none (or before they are read).
 */
export function EventDoorConflicts({ door }: { door: `sale:${string}` | `campaign:${string}` }) {
  const { t } = useTranslation();
  const conflicts = useDoorConflicts(useSession().profile!.orgId, door);
  if (!conflicts.data?.length) return null;
  return (
    <Alert.Root status="warning" alignItems="start" data-testid="event-door-conflicts">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('scanner.door.conflictsTitle', { count: conflicts.data.length })}</Alert.Title>
        <List.Root variant="plain" gap="3">
          {conflicts.data.map((c) => (
            <DoorConflictItem key={c.id} conflict={c} />
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}
