import { useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Minutes, MinutesStatus } from '@tessera/domain/assemblies/minutes';
import { assemblyPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** How long a refused read of the minutes rests before it is tried again. */
const RETRY_MS = 15_000;

/**
 * A closed assembly's approved minutes, read-only. The rules let a member read the minutes only once approved, so a
 * draft (or none yet) reads as a refusal: nothing is shown then. A refused listener is over for good, so the read is
 * made again a while later: the minutes appear on a page left open once the secretary approves them.
 */
export function ApprovedMinutes({ orgId, assemblyId }: { orgId: string; assemblyId: string }) {
  const [round, setRound] = useState(0);
  // a new round mounts a new reader: the refused listener is dropped with the old one
  return <MinutesReader key={round} orgId={orgId} assemblyId={assemblyId} onRefused={() => setRound((r) => r + 1)} />;
}

function MinutesReader({ orgId, assemblyId, onRefused }: { orgId: string; assemblyId: string; onRefused: () => void }) {
  const { t } = useTranslation();
  const live = useLiveDocument<{ minutes: Minutes; status: MinutesStatus; seq: number | null }>(
    `${assemblyPath(orgId, assemblyId)}/minutes/draft`,
  );
  const refused = live.status === 'error';
  useEffect(() => {
    if (!refused) return undefined;
    const timer = setTimeout(onRefused, RETRY_MS);
    return () => clearTimeout(timer);
    // onRefused only moves the parent's round on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);
  const doc = live.status === 'success' ? live.data : null;
  if (!doc || doc.status !== 'APPROVED') return null;
  const m = doc.minutes;
  const headingId = `minutes-${assemblyId}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" data-testid="my-assembly-minutes" data-seq={doc.seq ?? ''}>
      <Stack gap="0">
        <Heading as="h3" id={headingId} size="md">
          {t('my-area.assemblies.minutes.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('my-area.assemblies.minutes.signed', { chair: m.chair, secretary: m.secretary, seq: doc.seq })}
        </Text>
      </Stack>
      {m.items
        .filter((i) => i.notes)
        .map((i) => (
          <Box key={i.id} data-testid="my-minutes-item" data-id={i.id}>
            <Text fontWeight="medium">
              {i.id}. {i.title}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {i.notes}
            </Text>
          </Box>
        ))}
      {m.text && (
        <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="my-minutes-text">
          {m.text}
        </Text>
      )}
    </Stack>
  );
}
