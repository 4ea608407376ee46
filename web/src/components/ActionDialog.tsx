import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ActionDialogProps {
  /** shown while true; Escape, the backdrop and Cancel call onClose */
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
  /** the one button that acts: a form's submit (Enter submits) or a destructive confirmation (red, an alert dialog) */
  action: { label: string; run: () => void; busy: boolean; testId: string; disabled?: boolean; danger?: boolean };
}

/** A dialog that asks for one action: Cancel, or the action. A form dialog submits with Enter. */
export function ActionDialog({ open, onClose, title, testId, children, action }: ActionDialogProps) {
  const { t } = useTranslation();
  const asForm = !action.danger;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role={action.danger ? 'alertdialog' : 'dialog'} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            mx="4"
            data-testid={testId}
            {...(asForm
              ? {
                  as: 'form' as const,
                  // the app's own messages, in the page's language, not the browser's bubble on a required field
                  noValidate: true,
                  onSubmit: (e: React.FormEvent) => {
                    e.preventDefault();
                    action.run();
                  },
                }
              : {})}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type={asForm ? 'submit' : 'button'}
                onClick={asForm ? undefined : action.run}
                colorPalette={action.danger ? 'red' : 'brand'}
                loading={action.busy}
                disabled={action.disabled}
                data-testid={action.testId}
              >
                {action.label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
