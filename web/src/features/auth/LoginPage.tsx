import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoginValues } from '@tessera/domain/forms/login';
import { PasswordInput } from '../../components/PasswordInput';
import { notifyFailure } from '../../components/toaster';
import { PublicLayout } from '../../components/PublicLayout';
import { SessionStep } from './SessionStep';
import { useSession } from '../../lib/session/session';
import { PageTitle } from '../../components/PageTitle';
import { screensReady } from '../../lib/screensReady';

/** The login screen. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  // Two fields in plain state: a form library and the schema's (zod) weigh more than the page itself, so the schema
  // is downloaded at the first submit, not with the page.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);

  if (session.status === 'ready' && !session.travelling) return <Navigate to={`/${session.landing()}`} replace />;
  if (session.status === 'choosingProfile' || session.status === 'otp' || session.status === 'mustChangePassword') {
    return <SessionStep status={session.status} />;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    // what the next screen (or a failure's toast) draws with, downloaded while the password is checked; a failure
    // here is the next screen's to report, which asks again
    screensReady().catch(() => undefined);
    try {
      const { loginSchema } = await import('@tessera/domain/forms/login');
      const checked = loginSchema.safeParse({ email, password });
      if (!checked.success) {
        setInvalid(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), true])));
        return;
      }
      setInvalid({});
      await session.login(checked.data.email, checked.data.password);
    } catch (err) {
      notifyFailure(t, err);
    } finally {
      setSubmitting(false);
    }
  }

  const busy = submitting || session.travelling;
  return (
    <PublicLayout>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
        <Stack gap="5">
          <Stack gap="1">
            <PageTitle id="login-title" size="xl">
              {t('auth.title')}
            </PageTitle>
            <Text color="fg.muted">{t('auth.subtitle')}</Text>
          </Stack>
          <Field.Root invalid={!!invalid.email}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              name="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-testid="login-email"
            />
          </Field.Root>
          <Field.Root invalid={!!invalid.password}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <PasswordInput
              autoComplete="current-password"
              name="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="login-password"
            />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!email.trim() || !password || busy}
            loading={busy}
            data-testid="login-submit"
          >
            {t('auth.login')}
          </Button>
          <Stack gap="2" align="center" fontSize="sm">
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/recover">{t('auth.forgotPassword')}</RouterLink>
            </Link>
            {/* The signup and activation links exist but are hidden. */}
            <Box hidden>
              <RouterLink to="/signup">{t('auth.signup')}</RouterLink>
              <RouterLink to="/activate">{t('auth.activate')}</RouterLink>
            </Box>
          </Stack>
        </Stack>
      </form>
    </PublicLayout>
  );
}
