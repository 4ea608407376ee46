import { Field, NativeSelect } from '@chakra-ui/react';

interface Props {
  /** the select's id and test id */
  id: string;
  label: string;
  /** the first option, which clears the filter ("any group", "all companies"); none: a value must be chosen */
  anyLabel?: string;
  value: string;
  /** value → shown name */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
}

/** A list's equality filter above its table: a labelled select whose first option means "no filter" (when given). */
export function FilterSelect({ id, label, anyLabel, value, options, onChange, size = 'md' }: Props) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontSize="xs">
        {label}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field id={id} value={value} bg="app.panel" onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
