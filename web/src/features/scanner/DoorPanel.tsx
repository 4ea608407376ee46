import { useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeviceScope } from '@tessera/domain/scanner/doorList';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { ApiFailure } from '../../lib/api/client';
import { useDoorScopes } from './api/useDoorScopes';
import { listedPhotos, listExpired, type DoorDevice, type DoorSnapshot } from './door/doorDevice';
import { DoorConflictItem } from './DoorConflictItem';
import { doorLocale } from './door/when';

const time = (iso: string, lng: string) => new Date(iso).toLocaleTimeString(lng, { hour: '2-digit', minute: '2-digit' });
const day = (iso: string, lng: string) => new Date(iso).toLocaleDateString(lng, { day: '2-digit', month: '2-digit' });

/** The scope as the select's value: `cards`, `sale:{id}`, `campaign:{id}`. */
function scopeOf(value: string): DeviceScope | null {
  if (value === 'cards') return { kind: 'cards' };
  const [kind, id] = value.split(':');
  if ((kind === 'sale' || kind === 'campaign') && id) return { kind, id };
  return null;
}

/** Registering this browser as a door device: its name and what it checks, then the list downloaded. */
function DoorSetUp({ device, orgId, online }: { device: DoorDevice; orgId: string; online: boolean }) {
  const { t } = useTranslation();
  const { sales, campaigns } = useDoorScopes(orgId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const chosen = scopeOf(scope);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen || !name.trim()) return;
    setBusy(true);
    setFailed(false);
    try {
      await device.setUp(name.trim(), chosen);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="door-setup-title" data-testid="door-setup">
      <Stack gap="3">
        <Heading as="h2" size="md" id="door-setup-title">
          {t('scanner.door.setUpTitle')}
        </Heading>
        <Text color="fg.muted">{t('scanner.door.setUpIntro')}</Text>
        <FieldRoot required>
          <Field.Label>{t('scanner.door.name')}</Field.Label>
          <Input
            value={name}
            maxLength={60}
            placeholder={t('scanner.door.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="door-name"
          />
        </FieldRoot>
        <FieldRoot required>
          <Field.Label>{t('scanner.door.scope')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={scope} onChange={(e) => setScope(e.currentTarget.value)} data-testid="door-scope">
              <option value="">{t('scanner.door.scopeChoose')}</option>
              <option value="cards">{t('scanner.door.scopeCards')}</option>
              {!!sales.data?.length && (
                <optgroup label={t('scanner.door.scopeSales')}>
                  {sales.data.map((s) => (
                    <option key={s.id} value={`sale:${s.id}`}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {!!campaigns.data?.length && (
                <optgroup label={t('scanner.door.scopeCampaigns')}>
                  {campaigns.data.map((c) => (
                    <option key={c.id} value={`campaign:${c.id}`}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldRoot>
        {failed && (
          <Text color="fg.error" role="alert">
            {t('scanner.door.setUpFailed')}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={busy}
          disabled={!online || !chosen || !name.trim()}
          data-testid="door-setup-submit"
        >
          {t('scanner.door.setUp')}
        </Button>
        {!online && <Text color="fg.muted">{t('scanner.door.setUpOffline')}</Text>}
      </Stack>
    </form>
  );
}

/**
 * The door device on the scanner page: set up (name, scope, download), then always in view where it stands — online
 * or not, how fresh its list is, the scans waiting to be sent, the last sync, the conflicts — and the end of the event.
 */
export function DoorPanel({
  device,
  snapshot,
  online,
  orgId,
}: {
  device: DoorDevice;
  snapshot: DoorSnapshot;
  online: boolean;
  orgId: string;
}) {
  const { t, i18n } = useTranslation();
  const lng = doorLocale(i18n.language);
  const [ending, setEnding] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const s = snapshot.state;
  const listed = s ? listedPhotos(s.list).length : 0;
  // past its end only the unsent scans are left, waiting for the network (door/doorDevice.ts eraseIfExpired)
  const expired = !!s && listExpired(s.list);
  // the browser may say it is online while the venue's wifi reaches nothing: the last sync's failure tells
  const network = !online ? 'offline' : snapshot.unreachable ? 'unreachable' : 'online';

  async function refresh() {
    setRefreshing(true);
    setRefreshFailed(false);
    try {
      await device.refresh();
    } catch (e) {
      setRefreshFailed(!(e instanceof ApiFailure && e.code === 'DEVICE_REVOKED'));
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="app.panel" data-testid="door-panel">
      {snapshot.erased && (
        <Alert.Root status={snapshot.erased === 'revoked' ? 'error' : 'info'} mb="4" data-testid="door-erased">
          <Alert.Indicator />
          <Alert.Title>{t(`scanner.door.erased.${snapshot.erased}`)}</Alert.Title>
        </Alert.Root>
      )}
      {snapshot.phase === 'none' && <DoorSetUp device={device} orgId={orgId} online={online} />}
      {s && (
        <Stack gap="3" aria-labelledby="door-title">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="md" id="door-title">
              {t('scanner.door.title')}: {s.name}
            </Heading>
            <Badge
              colorPalette={network === 'online' ? 'green' : 'orange'}
              size="lg"
              whiteSpace="normal"
              data-testid="door-network"
              data-online={online}
              data-network={network}
            >
              {t(`scanner.door.${network}`)}
            </Badge>
          </HStack>
          <Text fontWeight="semibold" data-testid="door-scope-title">
            {s.list.scope.kind === 'cards' ? t('scanner.door.scopeCards') : s.list.title}
          </Text>
          {expired && (
            <Alert.Root status="warning" data-testid="door-expired-unsent">
              <Alert.Indicator />
              <Alert.Title>{t('scanner.door.expiredUnsent', { count: s.queue.length })}</Alert.Title>
            </Alert.Root>
          )}
          <List.Root variant="plain" gap="1">
            <List.Item data-testid="door-list-fresh" hidden={expired}>
              {t('scanner.door.listOf', {
                date: day(s.list.generatedAt, lng),
                time: time(s.list.generatedAt, lng),
                count: s.list.entries.length,
                codes: s.list.entries.length.toLocaleString(lng),
              })}
            </List.Item>
            <List.Item>
              <Text>
                {t('scanner.door.queue')}:{' '}
                <Text as="strong" data-testid="door-queue" data-count={s.queue.length}>
                  {s.queue.length.toLocaleString(lng)}
                </Text>
              </Text>
            </List.Item>
            {listed > 0 && (
              <List.Item>
                <Text>
                  {t('scanner.door.photos')}:{' '}
                  <Text as="strong" data-testid="door-photos" data-count={snapshot.photos}>
                    {t('scanner.door.photosHeld', { held: snapshot.photos.toLocaleString(lng), listed: listed.toLocaleString(lng) })}
                  </Text>
                </Text>
              </List.Item>
            )}
            <List.Item data-testid="door-synced">
              {t('scanner.door.lastSync')}:{' '}
              {s.syncedAt ? t('scanner.door.at', { date: day(s.syncedAt, lng), time: time(s.syncedAt, lng) }) : t('scanner.door.never')}
            </List.Item>
          </List.Root>
          {network !== 'online' && <Text color="fg.muted">{t(`scanner.door.${network}Help`)}</Text>}
          {s.conflicts.length > 0 && (
            <Alert.Root status="warning" data-testid="door-conflicts" alignItems="start">
              <Alert.Indicator />
              <Stack gap="2" flex="1">
                <Alert.Title>{t('scanner.door.conflictsTitle', { count: s.conflicts.length })}</Alert.Title>
                <List.Root variant="plain" gap="3">
                  {s.conflicts.map((c) => (
                    <DoorConflictItem key={c.id} conflict={c} />
                  ))}
                </List.Root>
              </Stack>
            </Alert.Root>
          )}
          {refreshFailed && (
            <Text color="fg.error" role="alert">
              {t('scanner.door.refreshFailed')}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void refresh()}
              hidden={expired}
              disabled={!online}
              loading={refreshing}
              data-testid="door-refresh"
            >
              {t('scanner.door.refresh')}
            </Button>
            <Button variant="outline" colorPalette="red" size="sm" onClick={() => setEnding(true)} data-testid="door-end">
              {t('scanner.door.end')}
            </Button>
          </HStack>
          <ConfirmDialog
            open={ending}
            ask
            title={t('scanner.door.endTitle')}
            messageHtml={t(s.queue.length ? 'scanner.door.endUnsent' : 'scanner.door.endText', { count: s.queue.length })}
            confirmLabel={t('scanner.door.endConfirm')}
            onCancel={() => setEnding(false)}
            onConfirm={() => {
              setEnding(false);
              void device.erase();
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
