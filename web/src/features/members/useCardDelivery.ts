import { useTranslation } from 'react-i18next';
import { resendCardContract, resendCardPdfContract } from '@tessera/domain/contracts/cards';
import { downloadCardPdf, sendCardByEmail } from '../../lib/api/cardDelivery';
import { useAction } from '../../lib/api/useAction';
import { useCallAllowed } from '../../lib/data/usePreferences';

/** A member's card as PDF or by email, in the reader's language: what the actions panel and the phone's menu both run. */
export function useCardDelivery(memberId: string) {
  const { i18n } = useTranslation();
  const { busy, run } = useAction();
  // the role and the organization's pdfCards preference, as the API decides
  const canDownload = useCallAllowed(resendCardPdfContract);
  const canSend = useCallAllowed(resendCardContract);
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return {
    busy,
    canDownload,
    canSend,
    download: () => void run('pdf', () => downloadCardPdf(memberId, { lang }), 'members.detail.downloaded'),
    send: () => void run('resend', () => sendCardByEmail(memberId, { lang }), 'members.detail.cardSent'),
  };
}
