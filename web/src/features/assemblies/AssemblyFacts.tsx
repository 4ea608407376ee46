import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { documentsOf } from '@tessera/domain/assemblies/documents';
import type { AssemblyDoc } from './api/assemblies';
import { DocumentList } from './documents/DocumentList';
import { useCallFormat } from './useCallsFormat';

/**
 * What the members are convened to: kind, calls, where (with the video meeting's address, which only the back office
 * sees here), the documents, and the agenda with each item's vote, result and documents.
 */
export function AssemblyFacts({ id, a, meetingUrl }: { id: string; a: Omit<AssemblyDoc, 'id'>; meetingUrl: string | null }) {
  const { t } = useTranslation();
  const callFormat = useCallFormat();
  const documents = documentsOf(a);
  const whole = documents.filter((d) => d.itemId === null);
  const where = [a.place, a.online ? t('assemblies.onlineToo') : null].filter(Boolean).join(' · ');
  return (
    <Stack gap="4">
      <Stack gap="1" fontSize="sm">
        <Text>
          <b>{t('assemblies.fields.kind')}:</b> {t(`assemblies.kind.${a.kind}`)}
        </Text>
        <Text data-testid="assembly-first-call">
          <b>{t('assemblies.fields.firstCall')}:</b> {callFormat(a.firstCall)}
        </Text>
        <Text>
          <b>{t('assemblies.fields.secondCall')}:</b> {callFormat(a.secondCall)}
        </Text>
        <Text>
          <b>{t('assemblies.fields.place')}:</b> {where}
        </Text>
        {a.online && (
          <Text data-testid="assembly-meeting-url" wordBreak="break-all">
            <b>{t('assemblies.fields.meetingUrl')}:</b>{' '}
            {meetingUrl ? (
              <Link href={meetingUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {meetingUrl}
              </Link>
            ) : (
              t('assemblies.meetingUrlMissing')
            )}
          </Text>
        )}
      </Stack>
      <Stack gap="2" data-testid="assembly-whole-documents">
        <Text fontWeight="medium">{t('assemblies.docs.whole')}</Text>
        {whole.length ? (
          <DocumentList assemblyId={id} documents={whole} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('assemblies.docs.none')}
          </Text>
        )}
      </Stack>
      <Stack as="ol" gap="2" m="0" p="0" listStyleType="none" aria-label={t('assemblies.form.agenda')}>
        {a.agenda.map((i) => (
          <Box as="li" key={i.id} data-testid="agenda-item" data-id={i.id} data-status={i.status}>
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="medium">
                {i.id}. {i.title}
              </Text>
              {i.vote ? (
                <Badge colorPalette={i.secret ? 'purple' : 'gray'}>
                  {t(i.secret ? 'assemblies.secretVote' : 'assemblies.openVote')} · {t(`assemblies.majority.${i.majority}`)}
                </Badge>
              ) : (
                <Badge>{t('assemblies.noVote')}</Badge>
              )}
              {i.result && (
                <Badge colorPalette={i.result.passed ? 'green' : 'red'}>
                  {t(i.result.passed ? 'assemblies.chair.passed' : 'assemblies.chair.rejected')}
                </Badge>
              )}
            </HStack>
            {i.description && (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                {i.description}
              </Text>
            )}
            <Box mt="2">
              <DocumentList assemblyId={id} documents={documents.filter((d) => d.itemId === i.id)} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
