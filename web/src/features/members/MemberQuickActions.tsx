import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MemberDoc } from './api/useMember';
import { useCardDelivery } from './useCardDelivery';

/**
 * On a phone the actions panel sits screens below the title: the card's PDF and email in a compact menu beside the
 * title. Hidden from md up, where the panel's buttons are in view.
 */
export function MemberQuickActions({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const card = useCardDelivery(member.id);
  if (!card.canDownload && !card.canSend) return null;
  return (
    <Menu.Root onSelect={(e) => (e.value === 'pdf' ? card.download() : card.send())}>
      <Menu.Trigger asChild>
        <IconButton
          hideFrom="md"
          size="sm"
          variant="outline"
          aria-label={t('members.detail.quickActions')}
          loading={card.busy !== null}
          data-testid="member-quick-actions"
        >
          ⋯
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {card.canDownload && (
              <Menu.Item value="pdf" data-testid="quick-card-pdf">
                {t('members.detail.downloadCard')}
              </Menu.Item>
            )}
            {card.canSend && (
              <Menu.Item value="mail" data-testid="quick-card-mail">
                {t('members.detail.resendCard')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
