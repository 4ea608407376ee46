import { useTranslation } from 'react-i18next';
import { PublicNotice } from './PublicNotice';

/** The page's state after a registration attempt that closes the form, or a message beside it. */
export type Outcome = { kind: 'registered'; merged: boolean } | { kind: 'full' } | { kind: 'ended' } | { kind: 'closed' } | null;

/**
 * What the page says in place of the form: registered (the confirmation), full, over, or closed (no privacy policy
 * published: the page may not collect anyone's data).
 */
export function RegistrationOutcomeNotice({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      {outcome?.kind === 'registered' && (
        <PublicNotice
          status="success"
          title={t(outcome.merged ? 'campaigns.public.mergedTitle' : 'campaigns.public.registeredTitle')}
          testId="public-registered"
        >
          {t('campaigns.public.registeredText')}
        </PublicNotice>
      )}
      {outcome?.kind === 'full' && (
        <PublicNotice status="warning" title={t('campaigns.public.fullTitle')} testId="public-full">
          {t('campaigns.public.fullText')}
        </PublicNotice>
      )}
      {outcome?.kind === 'ended' && (
        <PublicNotice status="info" title={t('campaigns.public.endedTitle')} testId="public-ended">
          {t('campaigns.public.endedText')}
        </PublicNotice>
      )}
      {outcome?.kind === 'closed' && (
        <PublicNotice status="info" title={t('campaigns.public.closedTitle')} testId="public-closed">
          {t('campaigns.public.closedText')}
        </PublicNotice>
      )}
    </>
  );
}
