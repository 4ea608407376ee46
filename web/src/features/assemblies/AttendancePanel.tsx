import { useState } from 'react';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { checkInContract, doorCheckInContract } from '@tessera/domain/contracts/assemblies';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify } from '../../components/toaster';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { checkIn, checkOut, useAttendance } from './api/assemblies';
import type { RollLine } from './api/useRoll';
import { notifyAssemblyFailure } from './errors';
import { DoorCheckIn } from './DoorCheckIn';
import { MemberSearch } from './MemberSearch';

/** Those present and represented, as the assembly's document counts them, live. */
export function Counts({ present, represented }: { present: number; represented: number }) {
  const { t } = useTranslation();
  const cell = (label: string, value: number, testId: string) => (
    <Box borderWidth="1px" borderRadius="md" p={{ base: '2', md: '3' }} textAlign="center" minW="0">
      <Text fontSize="3xl" fontWeight="bold" data-testid={testId} data-value={value}>
        {value}
      </Text>
      <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
        {label}
      </Text>
    </Box>
  );
  return (
    <SimpleGrid columns={3} gap="3">
      {cell(t('assemblies.counts.present'), present, 'count-present')}
      {cell(t('assemblies.counts.represented'), represented, 'count-represented')}
      {cell(t('assemblies.counts.total'), present + represented, 'count-total')}
    </SimpleGrid>
  );
}

/**
 * The door (a card's or convocation's code, for staff too), check-in by name at the hall's desk, and the members
 * present, each with a check-out.
 */
export function AttendancePanel({
  orgId,
  assemblyId,
  names,
  entitled,
}: {
  orgId: string;
  assemblyId: string;
  names: Map<string, string>;
  entitled: readonly RollLine[];
}) {
  const { t } = useTranslation();
  const manages = useCallAllowed(checkInContract);
  const atDoor = useCallAllowed(doorCheckInContract);
  const attendance = useAttendance(orgId, assemblyId);
  const [busy, setBusy] = useState<string | null>(null);
  const present = (attendance.data ?? [])
    .filter((a) => a.present)
    .sort((a, b) => (names.get(a.memberId) ?? '').localeCompare(names.get(b.memberId) ?? '', 'it'));
  const mark = async (member: { memberId: string; name: string }, coming: boolean) => {
    setBusy(member.memberId);
    try {
      await (coming ? checkIn : checkOut)(assemblyId, member.memberId);
      notify('success', t(coming ? 'assemblies.attendance.checkedIn' : 'assemblies.attendance.checkedOut', { name: member.name }));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="3" data-testid="attendance-panel">
      {atDoor && <DoorCheckIn assemblyId={assemblyId} />}
      {manages && (
        <MemberSearch
          label={t('assemblies.attendance.checkIn')}
          members={entitled}
          chosen={null}
          onChoose={(m) => m && void mark(m, true)}
          testId="checkin-search"
        />
      )}
      <LiveLoadState live={attendance} errorText={t('assemblies.attendance.loadError')} onRetry={() => window.location.reload()} />
      {attendance.status === 'success' && present.length === 0 && <Text color="fg.muted">{t('assemblies.attendance.none')}</Text>}
      {present.length > 0 && (
        <Stack
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          gap="0"
          borderWidth="1px"
          borderRadius="md"
          aria-label={t('assemblies.attendance.title')}
        >
          {present.map((a) => {
            const name = names.get(a.memberId) ?? a.memberId;
            return (
              <HStack
                as="li"
                key={a.id}
                px="3"
                py="2"
                borderBottomWidth="1px"
                justify="space-between"
                data-testid="present-row"
                data-id={a.memberId}
              >
                <HStack gap="2">
                  <Text>{name}</Text>
                  {a.mode === 'REMOTE' && <Badge>{t('assemblies.attendance.remote')}</Badge>}
                </HStack>
                {manages && (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={busy === a.memberId}
                    onClick={() => void mark({ memberId: a.memberId, name }, false)}
                    data-testid="checkout"
                  >
                    {t('assemblies.attendance.checkOut')}
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
