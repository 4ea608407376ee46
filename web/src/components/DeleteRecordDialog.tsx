import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionDialog } from './ActionDialog';
import { notify, notifyFailure } from './toaster';
import { useBusyAction } from './useBusyAction';

export interface DeleteRecordDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** the red confirm button's label */
  confirmLabel: string;
  /** the dialog is `{prefix}-delete-dialog`, its confirm button `{prefix}-delete-confirm` (the browser tests' handles) */
  testIdPrefix: string;
  remove: () => Promise<unknown>;
  /** the success toast's text */
  deletedText: string;
  /** the list the record lived in: the detail page is gone once it is deleted */
  backTo: string;
  /**
   * how a refusal is told: by default a toast over the dialog, left open; `close` when the user cannot resolve the
   * refusal from the dialog; `text` for a message more precise than the catalogue's (undefined keeps the catalogue's)
   */
  failure?: { close?: boolean; text?: (e: unknown) => string | undefined };
  /** what will be lost, and any warning */
  children: ReactNode;
}

/** Asks before deleting a record from its detail page; once deleted, says so and goes back to the list. */
export function DeleteRecordDialog({
  open,
  onClose,
  title,
  confirmLabel,
  testIdPrefix,
  remove,
  deletedText,
  backTo,
  failure,
  children,
}: DeleteRecordDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, run } = useBusyAction();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={`${testIdPrefix}-delete-dialog`}
      action={{
        label: confirmLabel,
        danger: true,
        busy,
        testId: `${testIdPrefix}-delete-confirm`,
        run: () =>
          void run(
            async () => {
              await remove();
              notify('success', deletedText);
              navigate(backTo, { replace: true });
            },
            (e) => {
              if (failure?.close) onClose();
              notifyFailure(t, e, failure?.text?.(e));
            },
          ),
      }}
    >
      {children}
    </ActionDialog>
  );
}
