import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { useOwnMember } from './api/useOwnMember';

function MemberCard({ orgId, memberId, orgName }: { orgId: string; memberId: string; orgName: string }) {
  const { t, i18n } = useTranslation();
  const member = useOwnMember(orgId, memberId);
  if (member.status === 'loading') return <Skeleton height="48" maxW="md" />;
  if (member.status === 'error' || !member.data) return <Text color="fg.muted">{t('myArea.noMember')}</Text>;
  const m = member.data;
  return (
    <Stack gap="4">
      <Text fontSize="lg" data-testid="my-area-welcome">
        {t('myArea.welcome', { name: m.name })}
      </Text>
      <Box
        maxW="md"
        borderRadius="xl"
        p="6"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.500"
        boxShadow="lg"
        aria-label={t('myArea.card')}
      >
        <Text fontSize="sm" opacity="0.85">
          {orgName}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" mt="4">
          {m.surname} {m.name}
        </Text>
        {m.cardNumber ? (
          <HStack justify="space-between" mt="6" flexWrap="wrap" gap="2">
            <Box>
              <Text fontSize="xs" opacity="0.8">
                {t('myArea.cardNumber')}
              </Text>
              <Text fontFamily="mono" fontSize="lg" data-testid="my-card-number">
                {m.cardNumber}
              </Text>
            </Box>
            {m.cardValidUntil && (
              <Box textAlign="right">
                <Text fontSize="xs" opacity="0.8">
                  {t('myArea.validUntil')}
                </Text>
                <Text>{m.cardValidUntil.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'it-IT')}</Text>
              </Box>
            )}
            <Badge colorPalette={m.cardStatus === 'ACTIVE' ? 'green' : 'gray'}>{t(`cardStatus.${m.cardStatus}`)}</Badge>
          </HStack>
        ) : (
          <Text mt="6">{t('myArea.noCard')}</Text>
        )}
      </Box>
    </Stack>
  );
}

/** Area Personale: the member's card at a glance (the full personal area arrives with its issue). */
export function MyAreaPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  return (
    <Stack gap="5">
      <Heading size="2xl">{t('myArea.title')}</Heading>
      {profile.memberId ? (
        <MemberCard orgId={profile.orgId} memberId={profile.memberId} orgName={profile.orgName} />
      ) : (
        <Text color="fg.muted">{t('myArea.noMember')}</Text>
      )}
    </Stack>
  );
}
