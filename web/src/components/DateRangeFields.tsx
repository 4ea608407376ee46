import { Field, Input } from '@chakra-ui/react';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * A "from … to" pair of day inputs (YYYY-MM-DD, empty for open ends), each bounding the other so a reversed range
 * cannot be picked. Two grid cells: the caller's grid places them (a list's filter row, a panel's toolbar).
 */
export function DateRangeFields({
  idPrefix,
  labels,
  range,
  onChange,
}: {
  /** ids `${idPrefix}-from` / `-to`, also their test ids */
  idPrefix: string;
  labels: { from: string; to: string };
  range: DateRange;
  onChange: (key: keyof DateRange, value: string) => void;
}) {
  const bound = { from: { max: range.to || undefined }, to: { min: range.from || undefined } };
  return (
    <>
      {(['from', 'to'] as const).map((key) => (
        <Field.Root key={key}>
          <Field.Label htmlFor={`${idPrefix}-${key}`} fontSize="xs">
            {labels[key]}
          </Field.Label>
          <Input
            id={`${idPrefix}-${key}`}
            type="date"
            bg="app.panel"
            value={range[key]}
            {...bound[key]}
            onChange={(e) => onChange(key, e.currentTarget.value)}
            data-testid={`${idPrefix}-${key}`}
          />
        </Field.Root>
      ))}
    </>
  );
}
