import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './DialogFrame';

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
    <DialogFrame
      open={open}
      onDismiss={onClose}
      role={action.danger ? 'alertdialog' : 'dialog'}
      title={title}
      testId={testId}
      onSubmit={asForm ? action.run : undefined}
      footer={
        <>
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
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
