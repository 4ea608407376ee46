import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Minutes, MinutesStatus } from '@tessera/domain/assemblies/minutes';
import { assemblyPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/**
 * A closed assembly's approved minutes, read-only. The rules let a member read the minutes only once approved, which
 * the assembly itself says (`minutesApproved`, set by the approval): until then nothing is read, so no read is refused.
 */
export function ApprovedMinutes({ orgId, assemblyId, approved }: { orgId: string; assemblyId: string; approved: boolean }) {
  const { t } = useTranslation();
  const live = useLiveDocument<{ minutes: Minutes; status: MinutesStatus; seq: number | null }>(
    approved ? `${assemblyPath(orgId, assemblyId)}/minutes/draft` : null,
  );
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
