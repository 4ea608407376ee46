import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssemblyDoc } from './api/assemblies';
import { useCallFormat } from './useCallsFormat';

/** What the members are convened to: kind, calls, where, and the agenda with each item's vote and result. */
export function AssemblyFacts({ a }: { a: Omit<AssemblyDoc, 'id'> }) {
  const { t } = useTranslation();
  const callFormat = useCallFormat();
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
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
