import { useForm, useWatch } from 'react-hook-form';
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

/** Login screen of spec §2. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const { register, handleSubmit, control, formState } = useForm<LoginValues>({
    // the schema (zod) is downloaded at the first submit, not with the page (issue 11)
    resolver: (values, context, options) => import('./loginResolver').then((m) => m.loginResolver(values, context, options)),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  if (session.status === 'ready' && !session.travelling) return <Navigate to={`/${session.landing()}`} replace />;
  if (session.status === 'choosingProfile' || session.status === 'otp' || session.status === 'mustChangePassword') {
    return <SessionStep status={session.status} />;
  }

  async function onSubmit(values: LoginValues) {
    try {
      await session.login(values.email, values.password);
    } catch (e) {
      notifyFailure(t, e);
    }
  }

  const busy = formState.isSubmitting || session.travelling;
  return (
    <PublicLayout>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="login-title">
        <Stack gap="5">
          <Stack gap="1">
            <PageTitle id="login-title" size="xl">
              {t('auth.title')}
            </PageTitle>
            <Text color="fg.muted">{t('auth.subtitle')}</Text>
          </Stack>
          <Field.Root invalid={!!formState.errors.email}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input type="email" autoComplete="username" inputMode="email" autoFocus {...register('email')} data-testid="login-email" />
          </Field.Root>
          <Field.Root invalid={!!formState.errors.password}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <PasswordInput autoComplete="current-password" {...register('password')} data-testid="login-password" />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!email?.trim() || !password || busy}
            loading={busy}
            data-testid="login-submit"
          >
            {t('auth.login')}
          </Button>
          <Stack gap="2" align="center" fontSize="sm">
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/recover">{t('auth.forgotPassword')}</RouterLink>
            </Link>
            {/* Spec §2: the signup and activation links exist but are hidden. */}
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
