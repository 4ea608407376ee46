import { useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, HStack, Input, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { FieldRoot } from '../../components/FieldRoot';
import { PageTitle } from '../../components/PageTitle';
import { can } from '@tessera/domain/permissions';
import { currentUid } from '../../lib/firebase/authActions';
import { useSession } from '../../lib/session/session';
import { storage } from '../../lib/storage';
import { DoorDevicesSection } from './DoorDevicesSection';
import { DoorPanel } from './DoorPanel';
import type { DoorOutcome } from './door/doorDevice';
import { useDoorDevice } from './door/useDoorDevice';
import { CameraPanel } from './CameraPanel';
import { DoorSearch } from './DoorSearch';
import { RESULT_PALETTE, ScanResultCard } from './ScanResultCard';
import { scanCode } from './api/scanCode';
import { signal } from './feedback';

/** How many of this session's scans the page keeps in view below the result. */
const RECENT = 5;

/** Whether an answer waits for the staff's confirmation (a door device's, on a code it could not check). */
const asking = (o: ScanOutcome | DoorOutcome) => 'confirm' in o && o.confirm;

/**
 * /scanner: staff check people in with a phone. The camera or a typed code; the server verifies and
 * answers; the answer fills the screen with its sound and buzz, and the next reading is ready at once.
 * With a door device set up on this browser, the device decides every reading from its list (with or without the
 * network) and queues it for the server (DoorPanel; docs/scanner.md, "Offline at the door").
 */
export function ScannerPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const door = useDoorDevice(currentUid(), profile.orgId);
  const atDoor = door.snapshot.phase === 'ready' ? door.device : null;
  const [place, setPlace] = useState(storage.scannerPlace);
  const [manual, setManual] = useState('');
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);
  const [recent, setRecent] = useState<(ScanOutcome | DoorOutcome)[]>([]);
  const manualInput = useRef<HTMLInputElement>(null);

  async function check(code: string) {
    setPending((n) => n + 1);
    setFailed(false);
    try {
      const outcome = (atDoor ? await atDoor.decide(code.trim(), place.trim()) : null) ?? (await scanCode(code.trim(), place.trim()));
      // a reading waiting for the staff's confirmation is no admission yet: no good beep
      signal(asking(outcome) ? 'ALREADY_USED' : outcome.result);
      show(outcome);
    } catch {
      setFailed(true);
      signal('INVALID');
    } finally {
      setPending((n) => n - 1);
    }
  }

  function show(outcome: ScanOutcome | DoorOutcome) {
    setRecent((list) => [outcome, ...list.filter((o) => o.scanId !== outcome.scanId)].slice(0, RECENT));
  }

  /** The staff's answer to a reading the door device could not check: admitted, or turned away. */
  function settle(scanId: string, admit: boolean) {
    const outcome = admit ? atDoor?.confirm(scanId) : atDoor?.refuse(scanId);
    if (!outcome) return;
    signal(outcome.result);
    show(outcome);
  }

  function submitManual(e: FormEvent) {
    e.preventDefault();
    if (!manual.trim()) return;
    void check(manual);
    setManual('');
    manualInput.current?.focus();
  }

  const latest = recent[0];
  const overruled = new Map(door.snapshot.state?.overruled.map((o) => [o.scanId, o.result]));
  return (
    <Stack gap="5" maxW="3xl">
      <PageTitle>{t('scanner.title')}</PageTitle>
      <Text color="fg.muted">{t('scanner.intro')}</Text>
      {door.device && <DoorPanel device={door.device} snapshot={door.snapshot} online={door.online} orgId={profile.orgId} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="4">
          <FieldRoot>
            <Field.Label>{t('scanner.place')}</Field.Label>
            <Input
              value={place}
              maxLength={100}
              placeholder={t('scanner.placePlaceholder')}
              onChange={(e) => setPlace(e.target.value)}
              onBlur={() => storage.setScannerPlace(place.trim())}
              data-testid="scanner-place"
            />
          </FieldRoot>
          <CameraPanel onCode={(code) => void check(code)} />
          <form onSubmit={submitManual} aria-label={t('scanner.manualTitle')}>
            <FieldRoot>
              <Field.Label>{t('scanner.manualLabel')}</Field.Label>
              <HStack w="full">
                <Input
                  ref={manualInput}
                  value={manual}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setManual(e.target.value)}
                  data-testid="scanner-manual"
                />
                <Button type="submit" disabled={!manual.trim()} data-testid="scanner-check">
                  {t('scanner.check')}
                </Button>
              </HStack>
              <Field.HelperText>{t('scanner.manualHelp')}</Field.HelperText>
            </FieldRoot>
          </form>
          <DoorSearch onPick={(code) => void check(code)} search={atDoor ? (q) => Promise.resolve(atDoor.search(q)) : undefined} />
        </Stack>
        {/* on a phone the answer comes first, above the camera, where the eye already is */}
        <Stack gap="4" order={{ base: -1, md: 0 }}>
          {pending > 0 && (
            <HStack data-testid="scanner-pending">
              <Spinner size="sm" />
              <Text>{t('scanner.checking')}</Text>
            </HStack>
          )}
          {failed && (
            <Text color="fg.error" role="alert" data-testid="scanner-failed">
              {t('scanner.failed')}
            </Text>
          )}
          {latest ? (
            <ScanResultCard
              key={`${latest.scanId}-${asking(latest)}`}
              outcome={latest}
              onConfirm={() => settle(latest.scanId, true)}
              onRefuse={() => settle(latest.scanId, false)}
            />
          ) : (
            <Box
              borderWidth="1px"
              borderStyle="dashed"
              borderRadius="l3"
              p="8"
              textAlign="center"
              color="fg.muted"
              data-testid="scanner-waiting"
            >
              {t('scanner.waiting')}
            </Box>
          )}
          {recent.length > 1 && (
            <Stack gap="2">
              <Text fontWeight="semibold">{t('scanner.recent')}</Text>
              <List.Root variant="plain" gap="1" data-testid="scanner-recent">
                {recent.slice(1).map((o) => (
                  <List.Item key={o.scanId}>
                    <HStack gap="2" flexWrap="wrap">
                      {asking(o) ? (
                        <Badge colorPalette="gray" data-testid="scanner-not-confirmed">
                          {t('scanner.door.notConfirmed')}
                        </Badge>
                      ) : (
                        <Badge colorPalette={RESULT_PALETTE[o.result]}>{t(`scanner.results.${o.result}`)}</Badge>
                      )}
                      <Text>{o.holder ?? '—'}</Text>
                      <Text color="fg.muted" fontSize="sm">
                        {new Date(o.scannedAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
                      </Text>
                      {overruled.has(o.scanId) && (
                        <Badge colorPalette={RESULT_PALETTE[overruled.get(o.scanId)!]} variant="outline" data-testid="scanner-overruled">
                          {t('scanner.door.overruled', { result: t(`scanner.results.${overruled.get(o.scanId)!}`) })}
                        </Badge>
                      )}
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
      {can(profile.role, 'scanner.devices') && <DoorDevicesSection orgId={profile.orgId} />}
    </Stack>
  );
}
