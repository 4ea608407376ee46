import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INVITATION_PARAM } from '@tessera/domain/members/invitation';
import { PublicLayout } from '../../components/PublicLayout';
import { AccountStep } from './AccountStep';
import { BackToLogin } from './BackToLogin';
import { CardStep } from './CardStep';
import { InvitationActivation } from './InvitationActivation';
import { PageTitle } from '../../components/PageTitle';

/**
 * Card activation: a member of the register with a pre-issued card and no sign-in
 * checks card number and tax code, then chooses email and password. Step 1 answers an activation ticket (the
 * `id` of its answer): single use, short-lived, a few tries. It is kept in memory only: a reload starts again from the
 * card, and so does a ticket the server no longer accepts. Opened from an invitation mail (`?invitation=`), the link
 * names the card instead and only the account step is left (InvitationActivation).
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invitation = params.get(INVITATION_PARAM);
  const [byCard, setByCard] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const step = ticket ? 2 : 1;
  return (
    <PublicLayout>
      <Stack gap="5">
        {invitation && !byCard ? (
          <InvitationActivation token={invitation} onUseCard={() => setByCard(true)} />
        ) : (
          <>
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted" data-testid="activate-step">
                {t('activation.step', { step, total: 2 })}
              </Text>
              <PageTitle id="activate-title" size="xl">
                {t(step === 1 ? 'activation.cardTitle' : 'activation.accountTitle')}
              </PageTitle>
              <Text color="fg.muted">{t(step === 1 ? 'activation.cardIntro' : 'activation.accountIntro')}</Text>
            </Stack>
            {ticket ? <AccountStep ticket={ticket} onTicketRefused={() => setTicket(null)} /> : <CardStep onFound={setTicket} />}
            <BackToLogin />
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
