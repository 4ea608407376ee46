import { Button, Stack } from '@chakra-ui/react';

interface RowAction {
  label: string;
  /** names the row too ("Edit Roma Centro"): a screen reader hears which row's button it is */
  ariaLabel: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  /** why it is disabled, as a tooltip */
  title?: string;
}

/** A table row's edit and delete buttons: stacked at 375 px, so the table keeps its first column in view. */
export function RowActions({ edit, remove }: { edit: RowAction; remove: RowAction }) {
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="2" justify="end" align="end">
      {[edit, remove].map((a, i) => (
        <Button
          key={a.testId}
          size="xs"
          variant="outline"
          colorPalette={i === 1 ? 'red' : undefined}
          onClick={a.onClick}
          disabled={a.disabled}
          title={a.title}
          aria-label={a.ariaLabel}
          data-testid={a.testId}
        >
          {a.label}
        </Button>
      ))}
    </Stack>
  );
}
