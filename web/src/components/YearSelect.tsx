import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled choice of a year among `years` (newest first), as the payment dialogs ask for a pay year. */
export function YearSelect({
  id,
  label,
  help,
  years,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help?: ReactNode;
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
}) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm" maxW="40">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(Number(e.currentTarget.value))} data-testid={id}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
