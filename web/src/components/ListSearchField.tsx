import { Field, Input, type FieldRootProps } from '@chakra-ui/react';

interface Props {
  /** the input's id, and its test id */
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  gridColumn?: FieldRootProps['gridColumn'];
}

/** A list's search box above its table: labelled, typed as a search (Escape clears it), the list's debounce outside. */
export function ListSearchField({ id, label, placeholder, value, onChange, gridColumn }: Props) {
  return (
    <Field.Root gridColumn={gridColumn}>
      <Field.Label htmlFor={id} fontSize="xs">
        {label}
      </Field.Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        bg="app.panel"
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={id}
      />
    </Field.Root>
  );
}
