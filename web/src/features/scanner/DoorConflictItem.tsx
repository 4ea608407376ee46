import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DoorConflict } from '@tessera/domain/scanner/doorList';
import { doorLocale } from './door/when';

type Side = DoorConflict['admitted'];

/** When, where and by whom: the time with seconds (two admissions may be a minute apart). */
function useSide() {
  const { t, i18n } = useTranslation();
  return (side: Side) =>
    t('scanner.door.conflictSide', {
      time: new Date(side.at).toLocaleString(doorLocale(i18n.language), {
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
      device: side.deviceName || t('scanner.door.onlineScanner'),
      by: side.by,
    });
}

/** One code admitted twice: the holder, both admissions, and which one counts (the earlier). */
export function DoorConflictItem({ conflict }: { conflict: Pick<DoorConflict, 'holder' | 'title' | 'admitted' | 'refused'> }) {
  const { t } = useTranslation();
  const side = useSide();
  return (
    <List.Item data-testid="door-conflict">
      <Stack gap="0.5">
        <Text fontWeight="semibold">{conflict.holder ?? '—'}</Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('scanner.door.conflictCounts')}
          </Text>{' '}
          {side(conflict.admitted)}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('scanner.door.conflictAlso')}
          </Text>{' '}
          {side(conflict.refused)}
        </Text>
      </Stack>
    </List.Item>
  );
}
