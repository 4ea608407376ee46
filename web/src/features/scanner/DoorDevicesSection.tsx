import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { useDoorConflicts, useDoorDevices, type DoorConflictRow, type DoorDeviceRow } from './api/useDoorDevices';
import { revokeDoorDevice } from './api/doorDevices';
import { DoorConflictItem } from './DoorConflictItem';
import { doorLocale } from './door/when';

function useWhen() {
  const { t, i18n } = useTranslation();
  return (d: Date | null | undefined) =>
    d
      ? d.toLocaleString(doorLocale(i18n.language), {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        })
      : t('scanner.door.never');
}

function DeviceItem({ device, onRevoke }: { device: DoorDeviceRow; onRevoke: () => void }) {
  const { t } = useTranslation();
  const when = useWhen();
  const scope = device.scope.kind === 'cards' ? t('scanner.door.scopeCards') : device.title;
  return (
    <List.Item borderWidth="1px" borderRadius="l2" p="3" data-testid="door-device" data-device-id={device.id}>
      <Stack gap="1" w="full">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">{device.name}</Text>
          {device.revokedAt ? (
            <Badge colorPalette="red" data-testid="door-device-revoked">
              {t('scanner.door.devices.revoked')}
            </Badge>
          ) : (
            <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke} data-testid="door-device-revoke">
              {t('scanner.door.devices.revoke')}
            </Button>
          )}
        </HStack>
        <Text>{scope}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('scanner.door.devices.by', { by: device.byName })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('scanner.door.devices.list')}: {when(device.listAt)}
          {device.listAt && device.entries !== undefined ? ` · ${t('scanner.door.codes', { count: device.entries })}` : ''}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('scanner.door.lastSync')}: {when(device.syncedAt)}
        </Text>
        {device.revokedAt && (
          <Text color="fg.muted" fontSize="sm">
            {t('scanner.door.devices.revokedBy', { when: when(device.revokedAt), by: device.revokedBy ?? '' })}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}

/** The conflicts of each activity or campaign, under its name. */
function ConflictsByTitle({ conflicts }: { conflicts: DoorConflictRow[] }) {
  const { t } = useTranslation();
  const groups = new Map<string, DoorConflictRow[]>();
  for (const c of conflicts) groups.set(c.title, [...(groups.get(c.title) ?? []), c]);
  return (
    <Stack gap="3" data-testid="door-all-conflicts">
      <Heading as="h3" size="md">
        {t('scanner.door.devices.conflicts')}
      </Heading>
      {[...groups].map(([title, list]) => (
        <Stack key={title} gap="2">
          <Text color="fg.muted" fontSize="sm" fontWeight="semibold">
            {title || t('scanner.door.scopeCards')}
          </Text>
          <List.Root variant="plain" gap="2">
            {list.map((c) => (
              <DoorConflictItem key={c.id} conflict={c} />
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The organization's door devices for whoever manages the door: who set each up, for what, its last list and sync,
 * and a lost one signed out (its next contact erases what it holds); and the conflicts between them.
 */
export function DoorDevicesSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const devices = useDoorDevices(orgId);
  const conflicts = useDoorConflicts(orgId);
  const [revoking, setRevoking] = useState<DoorDeviceRow | null>(null);
  const [retry, setRetry] = useState(0);
  return (
    <Box as="section" aria-labelledby="door-devices-title" data-testid="door-devices" key={retry}>
      <Stack gap="3">
        <Heading as="h2" size="md" id="door-devices-title">
          {t('scanner.door.devices.title')}
        </Heading>
        <LiveLoadState live={devices} errorText={t('scanner.door.devices.failed')} onRetry={() => setRetry((n) => n + 1)} />
        {devices.data?.length === 0 && <Text color="fg.muted">{t('scanner.door.devices.none')}</Text>}
        {!!devices.data?.length && (
          <List.Root variant="plain" gap="2">
            {devices.data.map((d) => (
              <DeviceItem key={d.id} device={d} onRevoke={() => setRevoking(d)} />
            ))}
          </List.Root>
        )}
        {!!conflicts.data?.length && <ConflictsByTitle conflicts={conflicts.data} />}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        ask
        title={t('scanner.door.devices.revokeTitle', { name: revoking?.name ?? '' })}
        messageHtml={t('scanner.door.devices.revokeText')}
        confirmLabel={t('scanner.door.devices.revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const device = revoking;
          setRevoking(null);
          if (device) void revokeDoorDevice(device.id).catch(() => undefined);
        }}
      />
    </Box>
  );
}
