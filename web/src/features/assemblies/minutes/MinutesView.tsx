import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Minutes, MinutesItem } from '@tessera/domain/assemblies/minutes';
import { useCallFormat } from '../useCallsFormat';

/** An item's outcome in words: not voted, voted without a result, or passed/rejected with the counts. */
export function ItemOutcome({ item }: { item: MinutesItem }) {
  const { t } = useTranslation();
  if (!item.vote) return <>{t('assemblies.noVote')}</>;
  if (!item.result) return <>{t('assemblies.minutes.noResult')}</>;
  const r = item.result;
  return (
    <>
      {t(r.passed ? 'assemblies.chair.passed' : 'assemblies.chair.rejected')} ·{' '}
      {t('assemblies.minutes.counts', { yes: r.yes, no: r.no, abstain: r.abstain })}
    </>
  );
}

/** The facts the server drafted from what happened: the call, the times, who was there and by proxy. */
export function MinutesFacts({ m }: { m: Minutes }) {
  const { t } = useTranslation();
  const when = useCallFormat();
  const line = (label: string, value: string, testId?: string) => (
    <Text data-testid={testId}>
      <b>{label}:</b> {value}
    </Text>
  );
  return (
    <Stack gap="1" fontSize="sm" data-testid="minutes-facts">
      {line(t('assemblies.fields.kind'), t(`assemblies.kind.${m.kind}`))}
      {line(t('assemblies.minutes.call'), t(`assemblies.minutes.calls.${m.call}`))}
      {line(t('assemblies.minutes.openedAt'), when(m.openedAt) || '—')}
      {line(t('assemblies.minutes.closedAt'), when(m.closedAt) || '—')}
      {line(t('assemblies.minutes.entitled'), String(m.entitled))}
      {line(
        t('assemblies.minutes.presentAtClose'),
        t('assemblies.minutes.presentValue', { present: m.present, represented: m.represented }),
      )}
      {line(t('assemblies.minutes.attended'), t('assemblies.minutes.attendedValue', { count: m.attended, remote: m.attendedRemotely }))}
      {line(t('assemblies.minutes.proxies'), t('assemblies.minutes.proxiesValue', { count: m.proxies, paper: m.paperProxies }))}
      <MinutesLists m={m} />
    </Stack>
  );
}

/** Who attended and who gave a proxy to whom, by name (minutes approved before the lists were kept have none). */
function MinutesLists({ m }: { m: Minutes }) {
  const { t } = useTranslation();
  const attendees = m.attendees ?? [];
  const proxies = m.proxyList ?? [];
  return (
    <>
      {attendees.length > 0 && (
        <Box>
          <Text fontWeight="bold">{t('assemblies.minutes.attendeesList')}</Text>
          <Box as="ol" ps="5" data-testid="minutes-attendees">
            {attendees.map((a, k) => (
              <li key={k} data-testid="minutes-attendee">
                {a.name}
                {a.remote && ` (${t('assemblies.minutes.remote')})`}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {proxies.length > 0 && (
        <Box>
          <Text fontWeight="bold">{t('assemblies.minutes.proxyList')}</Text>
          <Box as="ul" ps="5" data-testid="minutes-proxies">
            {proxies.map((d, k) => (
              <li key={k} data-testid="minutes-proxy">
                {t('assemblies.minutes.proxyLine', { giver: d.giver, holder: d.holder })}
                {d.paper && ` (${t('assemblies.minutes.onPaper')})`}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

/** The minutes read-only, as approved (or as last corrected). */
export function MinutesView({ m }: { m: Minutes }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" data-testid="minutes-view">
      <Stack gap="1" fontSize="sm">
        <Text data-testid="minutes-view-chair">
          <b>{t('assemblies.minutes.chair')}:</b> {m.chair}
        </Text>
        <Text data-testid="minutes-view-secretary">
          <b>{t('assemblies.minutes.secretary')}:</b> {m.secretary}
        </Text>
      </Stack>
      <MinutesFacts m={m} />
      <Stack as="ol" gap="3" m="0" p="0" listStyleType="none" aria-label={t('assemblies.form.agenda')}>
        {m.items.map((i) => (
          <Box as="li" key={i.id} data-testid="minutes-view-item" data-id={i.id}>
            <Text fontWeight="medium">
              {i.id}. {i.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <ItemOutcome item={i} />
            </Text>
            {i.notes && (
              <Text whiteSpace="pre-wrap" data-testid="minutes-view-notes">
                {i.notes}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {m.text && (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {t('assemblies.minutes.text')}
          </Heading>
          <Text whiteSpace="pre-wrap" data-testid="minutes-view-text">
            {m.text}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
