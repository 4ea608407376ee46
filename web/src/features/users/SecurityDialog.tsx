import { Dialog, Portal } from '@chakra-ui/react';
import { DialogCloseCorner } from '../../components/DialogFrame';
import { useTranslation } from 'react-i18next';
import { SecuritySection } from './SecuritySection';

/**
 * The security section from the session menu: every role reaches it, members and administrators alike. Controlled by
 * the shell, whose button opens it (a Dialog.Trigger inside the sidebar took the trigger's "open" styling: a blank grey
 * bar). Named after the section, as a dialog must be for screen readers.
 */
export function SecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" aria-label={t('users.security.security')} data-testid="security-dialog">
            <Dialog.Body pt="6">
              <SecuritySection />
            </Dialog.Body>
            <DialogCloseCorner />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
