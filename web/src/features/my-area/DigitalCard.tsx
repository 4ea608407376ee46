import { Badge, Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePreferences, useDateFormatter } from '../../lib/data/usePreferences';
import type { MyCard } from './api/fetchMyCard';

/**
 * The member's card on screen: organization, holder, number, status, valid-until and the signed QR code. The QR is
 * drawn at 220 px or more (the width of the card on a phone), dark on white with a quiet zone, so a phone camera
 * reads it off another phone's screen.
 */
export function DigitalCard({ card }: { card: MyCard }) {
  const formatDate = useDateFormatter();
  const { t } = useTranslation();
  // an organization without digital cards gets its card without the QR code (the API withholds it)
  const prefs = usePreferences();
  return (
    <Box
      as="figure"
      maxW="md"
      w="full"
      borderRadius="2xl"
      overflow="hidden"
      boxShadow="lg"
      bg="white"
      aria-label={t('my-area.cardLabel', { number: card.number })}
      data-testid="digital-card"
    >
      <Stack gap="1" p="5" color="white" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontSize="sm" opacity="0.9">
              {card.orgName}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short" wordBreak="break-word" data-testid="card-holder">
              {card.holder}
            </Text>
            {card.survivorOf && (
              <Text fontSize="sm" opacity="0.9" data-testid="card-survivor-of">
                {t('my-area.survivorOf', { name: card.survivorOf })}
              </Text>
            )}
          </Box>
          {card.photo && (
            <Image
              src={card.photo}
              alt={t('photo.alt', { name: card.holder })}
              w="20"
              h="24"
              objectFit="cover"
              borderRadius="md"
              borderWidth="2px"
              borderColor="white"
              flexShrink={0}
              data-testid="card-photo"
            />
          )}
        </Flex>
        <Flex justify="space-between" align="end" mt="3" gap="3" flexWrap="wrap">
          <Box>
            <Text fontSize="xs" opacity="0.85">
              {t('my-area.cardNumber')}
            </Text>
            <Text fontFamily="mono" fontSize="lg" data-testid="my-card-number">
              {card.number}
            </Text>
          </Box>
          <Box textAlign="right">
            <Text fontSize="xs" opacity="0.85">
              {t('my-area.validUntil')}
            </Text>
            <Text data-testid="card-valid-until">{card.validUntil ? formatDate(card.validUntil) : '—'}</Text>
          </Box>
          <Badge colorPalette={card.status === 'ACTIVE' ? 'green' : 'gray'} variant="solid" data-testid="card-status">
            {t(`cardStatus.${card.status}`)}
          </Badge>
        </Flex>
      </Stack>
      {card.qrSvg && (
        <Flex justify="center" p="5" bg="white">
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.qrSvg)}`}
            alt={t('my-area.qrAlt')}
            w={{ base: '240px', md: '260px' }}
            h={{ base: '240px', md: '260px' }}
            data-testid="card-qr"
            data-token={card.qrToken ?? undefined}
          />
        </Flex>
      )}
      {prefs && !prefs.digitalCards && card.status === 'ACTIVE' && (
        <Text p="4" fontSize="sm" bg="white" color="fg.muted" data-testid="card-no-digital">
          {t('my-area.noDigitalCard')}
        </Text>
      )}
    </Box>
  );
}
