import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageKeyFor } from '@tessera/domain/errors';
import { PageTitle } from '../../components/PageTitle';
import { AccountStep } from './AccountStep';
import { BackToLogin } from './BackToLogin';
import { useInvitation } from './useInvitation';

/** Refusals whose way forward is signing in: the card already has a sign-in. */
const SIGN_IN_CODES = new Set(['INVITATION_USED', 'CARD_ALREADY_ACTIVATED']);

/**
 * Activation opened from an invitation mail: the link's token names the card, so the member only chooses the email
 * (the invited address filled in) and the password. A link that no longer works says why and offers the way forward:
 * sign in or recover the password when the card is activated already, otherwise ask the association for a new
 * invitation or activate with card number and tax code (`onUseCard`).
 */
export function InvitationActivation({ token, onUseCard }: { token: string; onUseCard: () => void }) {
  const { t } = useTranslation();
  const { state, again } = useInvitation(token);

  if (state.status === 'loading')
    return (
      <Stack gap="5">
        <HStack gap="3" py="6" justify="center" role="status" data-testid="invitation-loading">
          <Spinner size="sm" />
          <Text>{t('activation.invitationChecking')}</Text>
        </HStack>
        <BackToLogin />
      </Stack>
    );

  if (state.status === 'failed') {
    const signIn = SIGN_IN_CODES.has(state.code);
    return (
      <Stack gap="5">
        <PageTitle id="activate-title" size="xl">
          {t('activation.invitationProblemTitle')}
        </PageTitle>
        <Alert.Root status="warning" data-testid="invitation-problem" data-code={state.code}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(messageKeyFor(state.code))}</Alert.Title>
            {!signIn && state.code !== 'NETWORK' && <Alert.Description>{t('activation.invitationAskAgain')}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
        {signIn ? (
          <Stack gap="3">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/auth" data-testid="invitation-sign-in">
                {t('activation.invitationSignIn')}
              </RouterLink>
            </Button>
            <Link asChild colorPalette="brand" variant="underline" alignSelf="center" fontSize="sm">
              <RouterLink to="/recover">{t('auth.forgotPassword')}</RouterLink>
            </Link>
          </Stack>
        ) : state.code === 'NETWORK' ? (
          <Button colorPalette="brand" size="lg" onClick={again} data-testid="invitation-retry">
            {t('activation.invitationRetry')}
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            size="lg"
            variant="outline"
            whiteSpace="normal"
            h="auto"
            py="3"
            onClick={onUseCard}
            data-testid="invitation-use-card"
          >
            {t('activation.invitationUseCard')}
          </Button>
        )}
        {!signIn && <BackToLogin />}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Stack gap="1">
        <PageTitle id="activate-title" size="xl">
          {t('activation.invitationTitle', { name: state.card.holder })}
        </PageTitle>
        <Text color="fg.muted">{t('activation.invitationIntro')}</Text>
      </Stack>
      <Box borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle" data-testid="invitation-card">
        <Text fontSize="sm" color="fg.muted">
          {t('activation.invitationCardLabel')}
        </Text>
        <Text fontWeight="semibold" data-testid="invitation-holder">
          {state.card.holder}
        </Text>
        {state.card.cardNumber && (
          <Text fontSize="sm" data-testid="invitation-card-number">
            {t('activation.invitationCardNumber', { number: state.card.cardNumber })}
          </Text>
        )}
      </Box>
      <AccountStep ticket={state.ticket} email={state.card.email} onTicketRefused={again} />
      <BackToLogin />
    </Stack>
  );
}
