import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { TOAST_DURATION_MS } from '@tessera/domain/constants';
import { errorCode, errorText } from '../lib/api/errorText';

/** Toasts at bottom centre, 5 s, uppercased (spec §8). */
export const toaster = createToaster({ placement: 'bottom', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export function notify(kind: ToastKind, title: string, description?: string) {
  toaster.create({ type: kind, title, description });
}

/**
 * A failure as spec §8 shows it where the raw code matters (login, OTP, recover, activation): the translated
 * message, with the provider's code or the server's err string as it is beneath.
 */
export function notifyFailure(t: TFunction, e: unknown) {
  notify('error', errorText(t, e), errorCode(e) ?? undefined);
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title textTransform="uppercase">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description textTransform="uppercase">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
