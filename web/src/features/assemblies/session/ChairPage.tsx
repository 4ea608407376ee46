import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { openAssemblyContract } from '@tessera/domain/contracts/assemblies';
import { BackLink } from '../../../components/BackLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LiveLoadState } from '../../../components/LiveLoadState';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { errorCode } from '../../../lib/api/errorText';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { useCallAllowed } from '../../../lib/data/usePreferences';
import { useSession } from '../../../lib/session/session';
import { closeAssembly, getRules, openAssembly, useAssembly, type AssemblyDoc } from '../api/assemblies';
import { useRoll } from '../api/useRoll';
import { assemblyErrorText } from '../errors';
import { StatusBadge } from '../StatusBadge';
import { useCallFormat } from '../useCallsFormat';
import { CurrentItem } from './CurrentItem';
import { quorumOf, type QuorumView } from './quorum';

/** The clock the chair's view reckons the call with, a minute at a time. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Present, represented, their total against the quorum, and how many are missing: legible across a hall. Above the
 * current item on a narrow screen, beside it (two by two, over the agenda) on a wide one.
 */
function QuorumStrip({ a, quorum }: { a: Omit<AssemblyDoc, 'id'>; quorum: QuorumView | null }) {
  const { t } = useTranslation();
  const cell = (label: string, value: number | string, testId: string, strong?: boolean) => (
    <Box
      borderWidth="1px"
      borderRadius="md"
      px={{ base: '1', lg: '3' }}
      py="2"
      textAlign="center"
      minW="0"
      bg={strong ? 'bg.subtle' : undefined}
    >
      <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1" data-testid={testId} data-value={value}>
        {value}
      </Text>
      {/* small enough below the wide layout for "Rappresentati" to fit its cell whole beside the sidebar */}
      <Text fontSize={{ base: 'xs', lg: 'sm' }}>{label}</Text>
    </Box>
  );
  const total = a.present + a.represented;
  return (
    <Stack gap="2" data-testid="quorum-strip" gridArea="strip">
      <Grid
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' }}
        gap="2"
      >
        {cell(t('assemblies.counts.present'), a.present, 'chair-present')}
        {cell(t('assemblies.counts.represented'), a.represented, 'chair-represented')}
        {cell(t('assemblies.counts.total'), total, 'chair-total', true)}
        {cell(t('assemblies.chair.needed'), quorum ? quorum.needed : '…', 'chair-needed')}
      </Grid>
      {quorum && (
        <Text
          fontSize={{ base: 'md', md: 'lg' }}
          fontWeight="semibold"
          color={quorum.missing > 0 ? 'fg.error' : 'fg.success'}
          data-testid="quorum-state"
          data-missing={quorum.missing}
        >
          {quorum.missing > 0
            ? t('assemblies.chair.missing', { count: quorum.missing, call: t(`assemblies.call.${quorum.call}`), entitled: quorum.entitled })
            : t('assemblies.chair.reached', { call: t(`assemblies.call.${quorum.call}`), entitled: quorum.entitled })}
        </Text>
      )}
    </Stack>
  );
}

/** The agenda at a glance: each item's state; any one taken up to show it large. */
function AgendaList({ items, current, onPick }: { items: readonly AgendaItem[]; current: string | null; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" aria-label={t('assemblies.form.agenda')} data-testid="chair-agenda">
      {items.map((i) => (
        <Box as="li" key={i.id}>
          <Button
            variant={i.id === current ? 'subtle' : 'ghost'}
            colorPalette={i.id === current ? 'brand' : 'gray'}
            w="full"
            h="auto"
            py="2"
            justifyContent="space-between"
            whiteSpace="normal"
            textAlign="start"
            aria-current={i.id === current ? 'step' : undefined}
            onClick={() => onPick(i.id)}
            data-testid="chair-agenda-item"
            data-id={i.id}
            data-status={i.status}
          >
            <Text as="span" fontWeight={i.id === current ? 'bold' : 'medium'}>
              {i.id}. {i.title}
            </Text>
            {i.status === 'OPEN' && <Badge colorPalette="green">{t('assemblies.chair.voteOpen')}</Badge>}
            {i.result && (
              <Badge colorPalette={i.result.passed ? 'green' : 'red'}>
                {t(i.result.passed ? 'assemblies.chair.passed' : 'assemblies.chair.rejected')}
              </Badge>
            )}
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

type Asking = 'open' | 'close' | null;

/**
 * /assemblies/:id/chair: the chair's view, for a tablet in the hall. Live from the assembly's document: the counts
 * against the quorum, opening, the current item large with its vote (opened, a show of hands, closed, the result),
 * the agenda beside it, closing. What cannot be done now is not offered.
 */
export function ChairPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const manages = useCallAllowed(openAssemblyContract);
  const assembly = useAssembly(profile.orgId, id);
  const a = assembly.data;
  const rules = useApiQuery('assembly-rules', getRules);
  const { live: roll } = useRoll(a?.status === 'CONVENED' ? id : null);
  const now = useMinute();
  const callFormat = useCallFormat();
  const [picked, setPicked] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ code: string | null; text: string } | null>(null);
  // the item whose vote opens (here or on another device) stays before the hall until the chair moves on, its result
  // shown once closed
  const openId = a?.agenda.find((i) => i.status === 'OPEN')?.id;
  const [seenOpen, setSeenOpen] = useState(openId);
  if (openId !== seenOpen) {
    setSeenOpen(openId);
    if (openId) setPicked(openId);
  }

  if (!a)
    return (
      <LiveLoadState
        live={assembly}
        errorText={t('assemblies.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('assemblies.notFound'), testId: 'assembly-not-found' }}
      />
    );

  const quorum = quorumOf(a, rules.data, roll.data?.entitled, now);
  const openItem = a.agenda.find((i) => i.status === 'OPEN');
  const current =
    openItem ?? a.agenda.find((i) => i.id === picked) ?? a.agenda.find((i) => i.vote && i.status === 'PENDING') ?? a.agenda.at(-1)!;
  const next = a.agenda.find((i) => i.vote && i.status === 'PENDING' && i.id !== current.id);
  const early = a.status === 'CONVENED' && now.getTime() < Date.parse(a.firstCall);

  const run = async (what: Exclude<Asking, null>) => {
    setAsking(null);
    setBusy(true);
    setFailure(null);
    try {
      if (what === 'open') await openAssembly(id);
      else await closeAssembly(id);
      notify('success', t(what === 'open' ? 'assemblies.chair.opened' : 'assemblies.chair.closed'));
    } catch (e) {
      setFailure({ code: errorCode(e), text: assemblyErrorText(t, e, { count: quorum?.missing ?? 1 }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={{ base: '3', md: '4' }} data-testid="chair-page" data-status={a.status}>
      <BackLink to={`/assemblies/${encodeURIComponent(id)}`} label={t('assemblies.chair.back')} />
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="3" flexWrap="wrap">
          <PageTitle size={{ base: 'xl', md: '2xl' }}>{a.title}</PageTitle>
          <StatusBadge status={a.status} />
        </HStack>
        {manages && a.status === 'CONVENED' && (
          <Button
            size="lg"
            colorPalette="green"
            loading={busy}
            disabled={early}
            onClick={() => setAsking('open')}
            data-testid="assembly-open"
          >
            {t('assemblies.chair.open')}
          </Button>
        )}
        {manages && a.status === 'OPEN' && (
          <Button
            size="lg"
            variant="outline"
            colorPalette="red"
            loading={busy}
            disabled={!!openItem}
            onClick={() => setAsking('close')}
            data-testid="assembly-close"
          >
            {t('assemblies.chair.close')}
          </Button>
        )}
      </HStack>
      {early && <Text data-testid="chair-early">{t('assemblies.chair.early', { when: callFormat(a.firstCall) })}</Text>}
      {failure && (
        <Alert.Root status="error" data-testid="chair-error" data-code={failure.code ?? ''}>
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{failure.text}</Alert.Title>
        </Alert.Root>
      )}
      {/*
        The current item, its title and its vote's button, must be on screen as the page opens on a tablet held either
        way: on a wide screen the counts go beside it, over the agenda, instead of pushing it down.
      */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        templateAreas={{ base: '"strip" "item" "agenda"', lg: '"item strip" "item agenda"' }}
        templateRows={{ lg: 'auto 1fr' }}
        gap="4"
        alignItems="start"
      >
        <QuorumStrip a={a} quorum={quorum} />
        <Box gridArea="item" minW="0">
          <CurrentItem
            orgId={profile.orgId}
            assemblyId={id}
            item={current}
            count={a.agenda.length}
            canAct={manages && a.status === 'OPEN'}
            anotherOpen={!!openItem && openItem.id !== current.id}
            electronicVoting={rules.data?.electronicVoting === true}
            attending={a.present + a.represented}
            onNext={current.status === 'CLOSED' && next ? () => setPicked(next.id) : undefined}
          />
        </Box>
        <Box gridArea="agenda" minW="0">
          <AgendaList items={a.agenda} current={current.id} onPick={setPicked} />
        </Box>
      </Grid>
      <ConfirmDialog
        open={asking !== null}
        ask
        title={t(asking === 'close' ? 'assemblies.chair.closeTitle' : 'assemblies.chair.openTitle')}
        messageHtml={t(asking === 'close' ? 'assemblies.chair.closeText' : 'assemblies.chair.openText')}
        confirmLabel={t(asking === 'close' ? 'assemblies.chair.close' : 'assemblies.chair.open')}
        onConfirm={() => void run(asking ?? 'open')}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
