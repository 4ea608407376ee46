import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { assemblyRollContract, conveneAssemblyContract } from '@tessera/domain/contracts/assemblies';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { errorCode } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { convene, getRules, useAssembly } from './api/assemblies';
import { useMeetingUrl } from './api/assemblyDocuments';
import { namesOf, useRoll } from './api/useRoll';
import { AssemblyFacts } from './AssemblyFacts';
import { AttendancePanel, Counts } from './AttendancePanel';
import { assemblyErrorText } from './errors';
import { ProxiesPanel } from './ProxiesPanel';
import { romeWall } from './romeTime';
import { RollPanel } from './RollPanel';
import { StatusBadge } from './StatusBadge';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${testId}-title`} borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid={testId}>
      <Heading as="h2" size="md" id={`${testId}-title`} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Convening behind a confirmation; a first call too near for the statute's notice is said with the earliest day allowed. */
function ConveneButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const rules = useApiQuery('assembly-rules', getRules);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: string | null; text: string } | null>(null);
  const send = async () => {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    try {
      await convene(id);
      notify('success', t('assemblies.convened'));
    } catch (e) {
      const days = rules.data?.noticeDays;
      const earliest = days === undefined ? '' : formatDate(romeWall(new Date(Date.now() + days * 86_400_000)).day);
      setFailure({ code: errorCode(e), text: assemblyErrorText(t, e, { days: days ?? '…', date: earliest }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <Box>
        <Button colorPalette="brand" loading={busy} onClick={() => setAsking(true)} data-testid="assembly-convene">
          {t('assemblies.convene')}
        </Button>
      </Box>
      {failure && (
        <Alert.Root status="error" data-testid="convene-error" data-code={failure.code ?? ''}>
          <Alert.Indicator />
          <Alert.Title>{failure.text}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={asking}
        ask
        title={t('assemblies.conveneTitle')}
        messageHtml={t('assemblies.conveneText')}
        confirmLabel={t('assemblies.convene')}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/**
 * /assemblies/:id: the assembly's facts and, by status, what is done next: a draft edited and convened; once convened,
 * the roll (with exceptions), the proxies (a paper one recorded) and attendance at the desk, the counts live; the
 * chair's view for the session.
 */
export function AssemblyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const assembly = useAssembly(profile.orgId, id);
  const a = assembly.data;
  const meeting = useMeetingUrl(profile.orgId, id);
  const manages = useCallAllowed(conveneAssemblyContract);
  const readsRoll = useCallAllowed(assemblyRollContract);
  const convened = !!a && a.status !== 'DRAFT';
  const { live: roll, reload } = useRoll(convened && readsRoll ? id : null);
  const names = namesOf(roll.data);
  const entitled = (roll.data?.members ?? []).filter((m) => m.entitled);
  const path = `/assemblies/${encodeURIComponent(id)}`;

  return (
    <Stack gap="5" data-testid="assembly-page">
      <BackLink to="/assemblies" label={t('assemblies.title')} />
      <LiveLoadState
        live={assembly}
        errorText={t('assemblies.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('assemblies.notFound'), testId: 'assembly-not-found' }}
      />
      {a && (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack gap="3" flexWrap="wrap">
              <PageTitle data-testid="assembly-title">{a.title}</PageTitle>
              <StatusBadge status={a.status} />
            </HStack>
            <HStack gap="2" flexWrap="wrap">
              {a.status === 'DRAFT' && manages && (
                <Button asChild variant="outline">
                  <RouterLink to={`${path}/edit`} data-testid="assembly-edit">
                    {t('assemblies.edit')}
                  </RouterLink>
                </Button>
              )}
              {convened && (
                <Button asChild colorPalette="brand" variant={a.status === 'CLOSED' ? 'outline' : 'solid'}>
                  <RouterLink to={`${path}/chair`} data-testid="assembly-chair-link">
                    {t('assemblies.chair.link')}
                  </RouterLink>
                </Button>
              )}
            </HStack>
          </HStack>
          {a.status === 'CLOSED' && (
            <Section title={t('assemblies.minutes.title')} testId="assembly-minutes">
              <Stack gap="3">
                <Text>{t('assemblies.minutes.sectionText')}</Text>
                <HStack gap="2" flexWrap="wrap">
                  <Button asChild colorPalette="brand">
                    <RouterLink to={`${path}/minutes`} data-testid="assembly-minutes-link">
                      {t('assemblies.minutes.open')}
                    </RouterLink>
                  </Button>
                  <Button asChild variant="outline">
                    <RouterLink to="/assemblies/book" data-testid="assembly-book-link">
                      {t('assemblies.book.title')}
                    </RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Section>
          )}
          <Section title={t('assemblies.summary')} testId="assembly-summary">
            <Stack gap="4">
              <AssemblyFacts id={id} a={a} meetingUrl={meeting.url} />
              {a.status === 'DRAFT' && manages && <ConveneButton id={id} />}
              {a.status === 'DRAFT' && <Text color="fg.muted">{t('assemblies.draftNote')}</Text>}
            </Stack>
          </Section>
          {convened && (
            <>
              <Section title={t('assemblies.attendance.title')} testId="assembly-attendance">
                <Stack gap="4">
                  <Counts present={a.present} represented={a.represented} />
                  {(a.status === 'CONVENED' || a.status === 'OPEN') && (
                    <AttendancePanel orgId={profile.orgId} assemblyId={id} names={names} entitled={entitled} />
                  )}
                </Stack>
              </Section>
              <Section title={t('assemblies.proxies.title')} testId="assembly-proxies">
                <ProxiesPanel orgId={profile.orgId} assemblyId={id} names={names} entitled={entitled} open={a.status === 'CONVENED'} />
              </Section>
              {readsRoll && (
                <Section title={t('assemblies.roll.title')} testId="assembly-roll">
                  <RollPanel assemblyId={id} roll={roll} reload={reload} closed={a.status === 'CLOSED'} />
                </Section>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
