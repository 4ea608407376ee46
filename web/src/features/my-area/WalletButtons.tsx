import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { createGooglePassContract } from '@tessera/domain/contracts/cards';
import { useAction } from '../../lib/api/useAction';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { createGooglePass } from './api/createGooglePass';
import { downloadApplePass } from './api/downloadApplePass';
import type { MyCard } from './api/fetchMyCard';

/**
 * "Add to Google Wallet" and "Add to Apple Wallet" for the own card: while the organization has digital cards on and
 * the card is active, which is when the card carries its QR token (the API refuses a pass otherwise). Google's link is
 * made on the click (it records the download), then opened in this tab: Android hands it to the Wallet app.
 */
export function WalletButtons({ card }: { card: MyCard }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useAction();
  const allowed = useCallAllowed(createGooglePassContract);
  if (!allowed || card.status !== 'ACTIVE' || !card.qrToken) return null;
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" data-testid="wallet-buttons">
      <Button
        // side by side from sm up; stacked below, at their natural height (flex 1 in a column squashes them)
        flex={{ base: 'none', sm: '1' }}
        colorPalette="gray"
        variant="solid"
        loading={busy === 'google'}
        disabled={busy !== null}
        onClick={() =>
          void run(
            'google',
            async () => {
              window.location.assign(await createGooglePass());
            },
            'my-area.wallet.googleOpening',
          )
        }
        data-testid="add-google-wallet"
      >
        {t('my-area.wallet.google')}
      </Button>
      <Button
        flex={{ base: 'none', sm: '1' }}
        colorPalette="gray"
        variant="solid"
        loading={busy === 'apple'}
        disabled={busy !== null}
        onClick={() => void run('apple', () => downloadApplePass(lang), 'my-area.wallet.appleReady')}
        data-testid="add-apple-wallet"
      >
        {t('my-area.wallet.apple')}
      </Button>
    </Stack>
  );
}
