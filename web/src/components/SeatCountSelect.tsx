import { NativeSelect } from '@chakra-ui/react';

interface Props {
  id: string;
  value: number;
  /** the most seats offered (at least `least` is always offered) */
  most: number;
  /** the fewest: 1, or 0 where the seats may all be someone else's (family members) */
  least?: 0 | 1;
  onChange: (seats: number) => void;
  testId?: string;
}

/** How many seats: a select of least (1) … most (the item's maximum per registration, the seats left). */
export function SeatCountSelect({ id, value, most, least = 1, onChange, testId }: Props) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))} data-testid={testId}>
        {Array.from({ length: Math.max(least, most) - least + 1 }, (_, i) => i + least).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
