import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOASTS_SHOWN } from '@tessera/domain/constants';

/**
 * Toasts at bottom centre, 5 s, uppercased; at most TOASTS_SHOWN at once (the next ones wait), so a burst
 * never piles up over a dialog's buttons.
 */
export const toaster = createToaster({ placement: 'bottom', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: TOASTS_SHOWN });

/** The toasts on screen (components/toaster.tsx renders it lazily). */
export function Toasts() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type} data-code={toast.meta?.code}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title textTransform="uppercase">{toast.title}</Toast.Title>}
              {/* Chakra draws the description at 80% opacity: too faint on the coloured toasts (4.0:1 on red). */}
              {toast.description && (
                <Toast.Description textTransform="uppercase" opacity="1">
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
