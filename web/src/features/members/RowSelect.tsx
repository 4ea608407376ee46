import { Checkbox } from '@chakra-ui/react';

/** A row's (or the page's) selection box, named for screen readers; a click on it does not open the row. */
export function RowSelect({
  checked,
  label,
  onChange,
  testId,
}: {
  checked: boolean | 'indeterminate';
  label: string;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} onClick={(e) => e.stopPropagation()} size="sm">
      <Checkbox.HiddenInput aria-label={label} data-testid={testId} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
