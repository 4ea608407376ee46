import { Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome, ScanResult } from '@tessera/domain/scanner/scan';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { holderPhoto } from './api/holderPhoto';

/** Each result's colour: the big card's and the recent list's badges. */
export const RESULT_PALETTE: Record<ScanResult, string> = { VALID: 'green', ALREADY_USED: 'orange', INVALID: 'red', EXPIRED: 'gray' };

/** The holder's photo, for the face at the door to be compared with it; nothing while it loads or without one. */
function HolderPhoto({ memberId, name }: { memberId: string; name: string }) {
  const photo = useApiQuery(`scan-photo/${memberId}`, () => holderPhoto(memberId));
  if (photo.status !== 'success' || !photo.data) return null;
  return <PhotoImage src={photo.data} name={name} />;
}

/** A photo beside the holder's name: the server's (online) or the one the door device holds (offline). */
function PhotoImage({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Image
      src={src}
      alt={t('scanner.photoAlt', { name })}
      boxSize={{ base: '24', md: '32' }}
      objectFit="cover"
      borderRadius="l2"
      borderWidth="3px"
      borderColor="white"
      flexShrink={0}
      data-testid="scan-photo"
    />
  );
}

/**
 * The big answer to one scan: readable at arm's length, its colour and its words both telling the result. A door
 * device's reading it could not check (`confirm`) is no answer yet: the holder's name and photo, and the staff's choice.
 */
export function ScanResultCard({
  outcome,
  onConfirm,
  onRefuse,
}: {
  outcome: ScanOutcome & { unverified?: boolean; photo?: string | null; confirm?: boolean };
  onConfirm?: () => void;
  onRefuse?: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const asking = !!outcome.confirm;
  const palette = asking ? 'yellow' : RESULT_PALETTE[outcome.result];
  const usedAt = outcome.usedAt ? new Date(outcome.usedAt) : null;
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
      data-result={asking ? 'CONFIRM' : outcome.result}
      data-scan-id={outcome.scanId}
      bg={`${palette}.solid`}
      color={`${palette}.contrast`}
      borderRadius="l3"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="2">
        <Heading as="h2" size={{ base: '3xl', md: '4xl' }} data-testid="scan-result-title">
          {asking ? t('scanner.door.confirmTitle') : t(`scanner.results.${outcome.result}`)}
        </Heading>
        {outcome.holder && (
          <HStack gap="4" align="center">
            {outcome.photo ? (
              <PhotoImage src={outcome.photo} name={outcome.holder} />
            ) : (
              outcome.photoOf && <HolderPhoto memberId={outcome.photoOf} name={outcome.holder} />
            )}
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="semibold" data-testid="scan-holder">
              {outcome.holder}
            </Text>
          </HStack>
        )}
        {outcome.kind && (
          <Text fontSize="lg">
            {t(`scanner.kinds.${outcome.kind}`)}
            {outcome.title ? ` · ${outcome.title}` : ''}
          </Text>
        )}
        {outcome.result === 'ALREADY_USED' && usedAt && (
          <Text fontSize="lg" data-testid="scan-used">
            {t('scanner.usedAtBy', {
              date: formatDate(usedAt),
              time: usedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
              by: outcome.usedBy ?? '',
            })}
          </Text>
        )}
        {outcome.mode === 'FIDELITY' && outcome.points !== null && !asking && (
          <Text fontSize="xl" fontWeight="semibold" data-testid="scan-points">
            {outcome.balance === null
              ? t('scanner.pointsOnly', { points: outcome.points })
              : t('scanner.pointsAdded', { points: outcome.points, balance: outcome.balance })}
          </Text>
        )}
        {outcome.result === 'INVALID' && <Text fontSize="lg">{t('scanner.invalidHint')}</Text>}
        {asking && (
          <Stack gap="3">
            <Text fontSize="lg" fontWeight="semibold" data-testid="scan-confirm-text">
              {t('scanner.door.confirmText', { holder: outcome.holder ?? '' })}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Button colorPalette="green" size="lg" onClick={onConfirm} data-testid="scan-confirm">
                {t('scanner.door.confirmYes')}
              </Button>
              <Button colorPalette="red" size="lg" onClick={onRefuse} data-testid="scan-refuse">
                {t('scanner.door.confirmNo')}
              </Button>
            </HStack>
          </Stack>
        )}
        {outcome.unverified && !asking && outcome.result === 'VALID' && (
          <Text fontSize="lg" fontWeight="semibold" data-testid="scan-unverified">
            {t('scanner.door.unverified')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
