import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface DialogFrameProps {
  open: boolean;
  /** Escape and the backdrop (and a sheet's ×) call it; without it the dialog stays until its own buttons act */
  onDismiss?: () => void;
  /** an alert dialog asks before something that cannot be taken back */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  testId?: string;
  /** the footer's buttons */
  footer: ReactNode;
  children: ReactNode;
  /**
   * a task dialog (bulk upload, extraction): full screen on a phone, large from md up, the body scrolling inside and
   * an × in the corner; otherwise a centred dialog clear of a phone's edges
   */
  sheet?: boolean;
  /** a form dialog: the content is a form, and Enter in a field submits it */
  onSubmit?: () => void;
}

/** The app's dialog: a title, a body, the footer's buttons. */
export function DialogFrame({ open, onDismiss, role, title, testId, footer, children, sheet, onSubmit }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onDismiss?.()}
      {...(onDismiss ? {} : { closeOnInteractOutside: false, closeOnEscape: false })}
      {...(role ? { role } : {})}
      {...(sheet ? { size: { base: 'full', md: 'lg' }, scrollBehavior: 'inside' } : { placement: 'center' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            {...(sheet ? {} : { mx: '4' })}
            data-testid={testId}
            {...(onSubmit
              ? {
                  as: 'form' as const,
                  // the app's own messages, in the page's language, not the browser's bubble on a required field
                  noValidate: true,
                  onSubmit: (e: React.FormEvent) => {
                    e.preventDefault();
                    onSubmit();
                  },
                }
              : {})}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {sheet && <DialogCloseCorner />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The × in a dialog's corner, which closes it. */
export function DialogCloseCorner() {
  const { t } = useTranslation();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={t('common.close')} />
    </Dialog.CloseTrigger>
  );
}
