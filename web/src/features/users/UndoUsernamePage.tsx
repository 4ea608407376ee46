import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { undoUsernameInput } from '@tessera/domain/users/usernameUndo';
import { notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { PublicLayout } from '../../components/PublicLayout';
import { undoUsernameChange } from './api/undoUsernameChange';
import { PageTitle } from '../../components/PageTitle';

/**
 * The page the mail to the old address links to after a username change: one button takes the login back (POST,
 * never on opening: mail scanners open links). Afterwards the old email signs in again, and the password should be
 * reset, since whoever changed the login may know it.
 */
export function UndoUsernamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = undoUsernameInput.safeParse({ token }).success;
  const [restored, setRestored] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const undo = () =>
    void run(
      async () => setRestored((await undoUsernameChange(token)).email),
      (e) => notifyFailure(t, e),
    );

  return (
    <PublicLayout>
      <Stack gap="4" data-testid="undo-username">
        <PageTitle size="xl">{t('users.undoTitle')}</PageTitle>
        {restored ? (
          <>
            <Text data-testid="undo-username-done">
              <Trans i18nKey="users.undoDone" values={{ email: restored }} components={{ b: <b /> }} />
            </Text>
            <Link asChild colorPalette="brand">
              <RouterLink to="/recover">{t('users.undoRecover')}</RouterLink>
            </Link>
          </>
        ) : valid ? (
          <>
            <Text color="fg.muted">{t('users.undoIntro')}</Text>
            <Button colorPalette="brand" size="lg" loading={busy} onClick={undo} data-testid="undo-username-confirm">
              {t('users.undoConfirm')}
            </Button>
          </>
        ) : (
          <Text data-testid="undo-username-invalid">{t('errors.UNDO_LINK_INVALID')}</Text>
        )}
      </Stack>
    </PublicLayout>
  );
}
