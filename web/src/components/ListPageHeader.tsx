import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from './PageTitle';

interface Props {
  title: string;
  /** "4 conventions": null while the total is not known yet */
  count: string | null;
  countTestId: string;
  /** the page that makes a new one, for the roles that may */
  create?: { to: string; label: string; testId: string } | null;
  /** more actions beside the new one */
  children?: ReactNode;
}

/** A list page's heading line: the title, the total, and the button to make a new one. */
export function ListPageHeader({ title, count, countTestId, create, children }: Props) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      <PageTitle>{title}</PageTitle>
      <HStack gap="4" flexWrap="wrap">
        {count !== null && (
          <Text color="fg.muted" data-testid={countTestId}>
            {count}
          </Text>
        )}
        {children}
        {create && (
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={create.to} data-testid={create.testId}>
              {create.label}
            </RouterLink>
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
