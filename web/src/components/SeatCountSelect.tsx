import { NativeSelect } from '@chakra-ui/react';

interface Props {
  id: string;
  value: number;
  /** the most seats offered (at least 1 is always offered) */
  most: number;
  onChange: (seats: number) => void;
  testId?: string;
}

/** How many seats: a select of 1 … most (the item's maximum per registration, the seats left). */
export function SeatCountSelect({ id, value, most, onChange, testId }: Props) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))} data-testid={testId}>
        {Array.from({ length: Math.max(1, most) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
