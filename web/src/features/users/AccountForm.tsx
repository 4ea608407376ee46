import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { SubmitForm } from '../../components/SubmitForm';
import { PageTitle } from '../../components/PageTitle';

/** Frame of the two account screens: a narrow column (it reads well at 375 px and on a desktop alike). */
export function AccountForm({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="lg">
      <Stack gap="1">
        <PageTitle id="account-title" size="xl">
          {title}
        </PageTitle>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      <SubmitForm labelledBy="account-title" onSubmit={onSubmit}>
        {children}
      </SubmitForm>
    </Stack>
  );
}
