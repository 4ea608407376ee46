import type { ReactNode } from 'react';
import { Box, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LiveStatus } from './LiveStatus';
import { PageTitle } from './PageTitle';

interface Props {
  /** the list the record belongs to */
  back: { to: string; label: string };
  /** the record's live read */
  live: { status: 'loading' | 'success' | 'error'; data?: unknown };
  errorText: string;
  notFoundText: string;
  /** the load-error or not-found notice's handle */
  missingTestId: string;
  /** once the record is there: its title, what stands under it, and the actions beside it */
  heading: { title: ReactNode; testId: string; under: ReactNode; actions?: ReactNode } | null;
}

/**
 * The top of a record's page: the way back to its list, the record's loading skeleton (then its load error or
 * not-found notice), and once it is there its title.
 */
export function RecordPageHead({ back, live, errorText, notFoundText, missingTestId, heading }: Props) {
  return (
    <>
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to={back.to}>← {back.label}</RouterLink>
      </Link>
      <LiveStatus live={live} shape="record" errorText={errorText} notFoundText={notFoundText} testId={missingTestId} />
      {heading && (
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Box minW="0">
            <PageTitle data-testid={heading.testId} wordBreak="break-word">
              {heading.title}
            </PageTitle>
            {heading.under}
          </Box>
          {heading.actions}
        </HStack>
      )}
    </>
  );
}
