import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../lib/useLeaveGuard';
import { ConfirmDialog } from './ConfirmDialog';

/** The question a leave guard asks: leaving throws the unsaved changes away, staying keeps them as typed. */
export function LeaveConfirmDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.pending}
      ask
      title={t('unsaved.title')}
      messageHtml={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={guard.proceed}
      onCancel={guard.stay}
    />
  );
}
