import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SecuritySection } from './SecuritySection';

/** The security section from the session menu: every role reaches it, members and administrators alike. */
export function SecurityDialog({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          color={tone === 'dark' ? 'app.sidebarFg' : undefined}
          _hover={tone === 'dark' ? { bg: 'whiteAlpha.200' } : undefined}
          data-testid="open-security"
        >
          {t('users.security.security')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="security-dialog">
            <Dialog.Body pt="6">
              <SecuritySection />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
