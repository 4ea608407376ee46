import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/** A message on the public page: an error is announced at once (alert), the others politely (status). */
export function PublicNotice({
  status,
  title,
  children,
  testId,
}: {
  status: 'success' | 'info' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Alert.Root status={status} data-testid={testId} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
