import type { ReactNode } from 'react';
import { Stack, Switch, Text } from '@chakra-ui/react';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  label: ReactNode;
  /** the line under the label that says what the switch does; the switch is described by it */
  help: ReactNode;
  helpId: string;
  testId: string;
}

/** A switch with its label and, under it, a line of help that screen readers read with it. */
export function HelpSwitch({ checked, onChange, disabled, label, help, helpId, testId }: Props) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)} alignItems="start" data-testid={testId}>
      <Switch.HiddenInput aria-describedby={helpId} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0">
        <Switch.Label>{label}</Switch.Label>
        <Text id={helpId} fontSize="sm" color="fg.muted">
          {help}
        </Text>
      </Stack>
    </Switch.Root>
  );
}
