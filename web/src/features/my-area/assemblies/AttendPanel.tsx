import { useState } from 'react';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatuteRules } from '@tessera/domain/assemblies/rules';
import { notify } from '../../../components/toaster';
import { assemblyErrorText } from './actionError';
import { attendRemotely } from './assemblyCalls';
import { isCallDay } from './callTime';
import type { MyAssembly, MySide } from './myAssemblies';

/**
 * On the day: whether the member is present (checked in at the hall, or joined by video) and, where the statute allows
 * attending by video and the assembly is held online, the button that joins. Joining records the attendance first; the
 * meeting's address comes only in attend's answer (no document the member reads holds it), so a member back on the
 * page after joining asks again to get it, which changes nothing else.
 */
export function AttendPanel({ assembly, side, rules }: { assembly: MyAssembly; side: MySide; rules: StatuteRules }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** attend's answer: the address, or null when the admins set none; undefined until joined from this page */
  const [meeting, setMeeting] = useState<string | null | undefined>(undefined);
  const entitled = side.entitlement.status === 'success' && side.entitlement.data?.entitled === true;
  const present = side.attendance?.present === true;
  const remoteAllowed = rules.remoteAttendance && assembly.online;
  const onTheDay = assembly.status === 'OPEN' || isCallDay(assembly);
  if (!onTheDay || side.attendance === undefined) return null;

  async function join() {
    setBusy(true);
    setFailure(null);
    try {
      const { meetingUrl } = await attendRemotely(assembly.id);
      setMeeting(meetingUrl);
      if (!present) notify('success', t('my-area.assemblies.attend.joined'));
      // opened at once where the browser allows it; the link stays on the page for when it does not
      if (meetingUrl) window.open(meetingUrl, '_blank', 'noopener');
    } catch (e) {
      setFailure(assemblyErrorText(t, 'attend', e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="3" data-testid="attend-panel">
      {present ? (
        <Alert.Root status="success" data-testid="assembly-present" data-mode={side.attendance?.mode}>
          <Alert.Indicator />
          <Alert.Title>
            {t(side.attendance?.mode === 'REMOTE' ? 'my-area.assemblies.attend.presentRemote' : 'my-area.assemblies.attend.presentHall')}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Text data-testid="assembly-absent">
          {t(remoteAllowed ? 'my-area.assemblies.attend.absentRemote' : 'my-area.assemblies.attend.absentHall')}
        </Text>
      )}
      {(!present || side.attendance?.mode === 'REMOTE') && remoteAllowed && entitled && meeting === undefined && (
        <Button
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={busy}
          onClick={() => void join()}
          data-testid="assembly-attend"
        >
          {t(present ? 'my-area.assemblies.attend.rejoin' : 'my-area.assemblies.attend.join')}
        </Button>
      )}
      {meeting && (
        <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <Link href={meeting} target="_blank" rel="noopener noreferrer" textDecoration="none" data-testid="assembly-meeting-link">
            {t('my-area.assemblies.attend.openMeeting')}
          </Link>
        </Button>
      )}
      {meeting === null && <Text data-testid="assembly-meeting-missing">{t('my-area.assemblies.attend.noMeetingUrl')}</Text>}
      {failure && (
        <Alert.Root status="error" data-testid="attend-error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
