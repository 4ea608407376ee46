import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

/**
 * A form that validates in the app (noValidate: the browser's own bubbles would speak another language), is named by
 * its heading for screen readers, submits with Enter, and stacks its fields.
 */
export function SubmitForm({ labelledBy, onSubmit, children }: { labelledBy: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="5">{children}</Stack>
    </form>
  );
}
