import { Box, Button, HStack } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';
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
    <DialogFrame
      open={open}
      onDismiss={onCancel ?? onConfirm}
      role={ask ? 'alertdialog' : 'dialog'}
      title={
        <HStack gap="3">
          {icon && (
            <Box as="span" role="img" aria-label={t(icon === 'happy' ? 'confirm.happy' : 'confirm.sad')}>
              {icon === 'happy' ? <HappyIcon /> : <SadIcon />}
            </Box>
          )}
          <span>{title}</span>
        </HStack>
      }
      footer={
        <>
          {ask && (
            <Button variant="outline" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button colorPalette="brand" onClick={onConfirm}>
            {confirmLabel ?? t(ask ? 'common.confirm' : 'common.close')}
          </Button>
        </>
      }
    >
      <Box dangerouslySetInnerHTML={{ __html: messageHtml }} />
    </DialogFrame>
  );
}
