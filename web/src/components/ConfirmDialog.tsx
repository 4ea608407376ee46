import { Box, Button, Dialog, HStack, Portal } from '@chakra-ui/react';
import { HappyIcon, SadIcon } from './icons';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** trusted HTML written by the app; never user input */
  messageHtml: string;
  icon?: 'happy' | 'sad';
  /** with `ask`, a cancel button is shown and confirm reads "confirm"; without, one close button */
  ask?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** The app's confirm dialog: title, HTML message, optional icon, cancel and confirm (or close). */
export function ConfirmDialog({ open, title, messageHtml, icon, ask, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && (onCancel ?? onConfirm)()}
      role={ask ? 'alertdialog' : 'dialog'}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <HStack gap="3">
                  {icon && (
                    <Box as="span" role="img" aria-label={t(icon === 'happy' ? 'confirm.happy' : 'confirm.sad')}>
                      {icon === 'happy' ? <HappyIcon /> : <SadIcon />}
                    </Box>
                  )}
                  <span>{title}</span>
                </HStack>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box dangerouslySetInnerHTML={{ __html: messageHtml }} />
            </Dialog.Body>
            <Dialog.Footer>
              {ask && (
                <Button variant="outline" onClick={onCancel}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
              )}
              <Button colorPalette="brand" onClick={onConfirm}>
                {confirmLabel ?? t(ask ? 'common.confirm' : 'common.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
