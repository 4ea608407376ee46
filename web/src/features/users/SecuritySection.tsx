import { useState } from 'react';
import { Badge, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { profilePatchInput } from '@tessera/domain/entities/profile';
import { toE164 } from '@tessera/domain/phone';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { currentIdToken } from '../../lib/firebase/authActions';
import { useSession } from '../../lib/session/session';
import type { SessionAccount } from '../../lib/session/types';
import { disableMfa } from './api/disableMfa';
import { enableMfa } from './api/enableMfa';
import { patchProfileContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../lib/api/client';
import { StepUpPanel } from './StepUpPanel';

type Change = 'enable' | 'disable' | 'phone';

/**
 * The account's security (every role): the mobile number SMS codes go to, and the SMS second factor on or off
 * (POST /v1/users/enable-mfa needs a number, GET /v1/users/disable-mfa). Shown in my-data and in the session menu.
 * Turning it on or off asks the current password and an SMS code of the account's number first; with it on, so
 * does moving it to another number (the SMS code only): the server refuses these changes without both proofs.
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const session = useSession();
  const account = session.account;
  const [phone, setPhone] = useState(account?.phone_number ?? '');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Change | null>(null);
  if (!account) return null;
  const phoneChanged = phone.trim() !== (account.phone_number ?? '');
  const phoneCheck = profilePatchInput.safeParse({ phone_number: phone.trim() || null });
  const accountPhone = toE164(account.phone_number);

  async function run(action: () => Promise<{ account: SessionAccount; refresh?: boolean }>, done: string) {
    setBusy(true);
    try {
      const answer = await action();
      // the claims carry the second factor's state: the token must show the new one
      if (answer.refresh) await currentIdToken(true);
      session.updateAccount(answer.account);
      setPhone(answer.account.phone_number ?? '');
      setPending(null);
      notify('success', t(done));
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  const savePhone = () =>
    run(() => apiCall(patchProfileContract, { body: { phone_number: phone.trim() || null } }), 'messages.data_updated_key');
  const CHANGES: Record<Change, () => Promise<void>> = {
    enable: () => run(enableMfa, 'users.security.mfaEnabled'),
    disable: () => run(disableMfa, 'users.security.mfaDisabled'),
    phone: savePhone,
  };

  // Turning the second factor on needs a saved mobile number: say so beside the button instead of after a click.
  const needsPhone = !account.mfa && !accountPhone;

  function ask(change: Change) {
    if (change === 'phone' && !account!.mfa) {
      void savePhone();
      return;
    }
    setPending(change);
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="security-title" data-testid="security-section">
      <Heading id="security-title" size="md">
        {t('users.security.security')}
      </Heading>
      <Field.Root invalid={phoneChanged && !phoneCheck.success}>
        <Field.Label>{t('users.security.phone')}</Field.Label>
        {/* Full width: a field lines its children up at the start, so the row shrank to its content (a half-width input). */}
        <HStack w="full" gap="2" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            placeholder="+39 333 1234567"
            data-testid="security-phone"
          />
          <Button
            variant="outline"
            disabled={!phoneChanged || !phoneCheck.success || busy}
            onClick={() => ask('phone')}
            data-testid="security-phone-save"
          >
            {t('users.security.savePhone')}
          </Button>
        </HStack>
        <Field.HelperText>{t('users.security.phoneHelp')}</Field.HelperText>
        <Field.ErrorText>{t('validation.phone')}</Field.ErrorText>
      </Field.Root>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Stack gap="1" flex="1" minW="48">
          <HStack gap="2">
            <Text fontWeight="medium">{t('users.security.mfa')}</Text>
            <Badge colorPalette={account.mfa ? 'green' : 'gray'} data-testid="mfa-state">
              {t(account.mfa ? 'users.security.mfaOn' : 'users.security.mfaOff')}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('users.security.mfaHelp')}
          </Text>
          {needsPhone && (
            <Text id="mfa-needs-phone" fontSize="sm" color="fg.warning" data-testid="mfa-needs-phone">
              {t('users.security.mfaNeedsPhone')}
            </Text>
          )}
        </Stack>
        {/* A button, not a switch: a controlled switch whose change was refused (no phone) stays out of step. */}
        <Button
          variant={account.mfa ? 'outline' : 'solid'}
          colorPalette="brand"
          loading={busy}
          aria-pressed={account.mfa}
          disabled={pending !== null || needsPhone}
          aria-describedby={needsPhone ? 'mfa-needs-phone' : undefined}
          onClick={() => ask(account.mfa ? 'disable' : 'enable')}
          data-testid="mfa-switch"
        >
          {t(account.mfa ? 'users.security.mfaTurnOff' : 'users.security.mfaTurnOn')}
        </Button>
      </HStack>
      {pending && (
        <StepUpPanel
          key={pending}
          password={pending !== 'phone'}
          smsTo={accountPhone}
          onConfirmed={CHANGES[pending]}
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
