import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './DialogFrame';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  closeTestId?: string;
  /** the footer's main action(s), after the "Close" button */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A task dialog (bulk upload, extraction): full screen on a phone, large from md up, the body scrolling inside,
 * "Close" and the × in the corner both closing it.
 */
export function SheetDialog({ open, onClose, title, testId, closeTestId, actions, children }: Props) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      sheet
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid={closeTestId}>
            {t('common.close')}
          </Button>
          {actions}
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
