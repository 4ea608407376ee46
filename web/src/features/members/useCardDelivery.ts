import { useTranslation } from 'react-i18next';
import { allowed } from '@tessera/domain/contracts/contract';
import { resendCardContract, resendCardPdfContract } from '@tessera/domain/contracts/cards';
import { downloadCardPdf, sendCardByEmail } from '../../lib/api/cardDelivery';
import { useAction } from '../../lib/api/useAction';
import { useSession } from '../../lib/session/session';

/** A member's card as PDF or by email, in the reader's language: what the actions panel and the phone's menu both run. */
export function useCardDelivery(memberId: string) {
  const { i18n } = useTranslation();
  const profile = useSession().profile!;
  const { busy, run } = useAction();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return {
    busy,
    canDownload: allowed(profile, resendCardPdfContract),
    canSend: allowed(profile, resendCardContract),
    download: () => void run('pdf', () => downloadCardPdf(memberId, { lang }), 'members.detail.downloaded'),
    send: () => void run('resend', () => sendCardByEmail(memberId, { lang }), 'members.detail.cardSent'),
  };
}
