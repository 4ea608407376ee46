import type { ReactNode } from 'react';
import { LinkBox, LinkOverlay, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** `/subscribers` or `/cards` filtered as the counter counts (filters the list's spec declares: domain lists/specs.ts). */
export const listLink = (list: 'subscribers' | 'cards', filters: Record<string, string> = {}) => {
  const query = new URLSearchParams(filters).toString();
  return `/${list}${query ? `?${query}` : ''}`;
};

/** A dashboard counter that opens the list it counts: the whole tile is the link, named by its label. */
export function CounterStat({
  label,
  value,
  to,
  testId,
  size,
}: {
  label: string;
  value: ReactNode;
  to: string;
  testId: string;
  size: '2xl' | '3xl';
}) {
  return (
    <LinkBox asChild>
      <Stat.Root bg="app.panel" p={{ base: '3', sm: '5' }} borderRadius="lg" borderWidth="1px" _hover={{ borderColor: 'brand.solid' }}>
        <Stat.Label>
          <LinkOverlay asChild textDecoration="underline" textUnderlineOffset="3px">
            <RouterLink to={to} data-testid={`${testId}-link`}>
              {label}
            </RouterLink>
          </LinkOverlay>
        </Stat.Label>
        <Stat.ValueText fontSize={size} data-testid={testId}>
          {value}
        </Stat.ValueText>
      </Stat.Root>
    </LinkBox>
  );
}
