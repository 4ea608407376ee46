import { useState } from 'react';
import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_HINT_MAX } from '@tessera/domain/constants';
import { recoverChecklist, recoverPasswordPasses, type RecoverChecklist } from '@tessera/domain/forms/recover';
import { PasswordChecklist, passwordRuleText } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { SubmitForm } from '../../components/SubmitForm';
import { PageTitle } from '../../components/PageTitle';

const RULES: (keyof RecoverChecklist)[] = ['length', 'lower', 'upper', 'digit', 'special'];

interface Props {
  title: string;
  intro?: string;
  /** resolves when done; a rejection leaves the panel as it was (the caller shows the error) */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The recover screen's new-password panel: visibility toggle, live checklist, cancel and confirm; confirm stays
 * disabled until every checklist line passes. Also the forced change after an admin reset.
 */
export function NewPasswordPanel({ title, intro, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const checklist = recoverChecklist(password);
  const valid = recoverPasswordPasses(password);

  async function submit() {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await onConfirm(password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubmitForm labelledBy="new-password-title" onSubmit={() => void submit()}>
      <Stack gap="1">
        <PageTitle id="new-password-title" size="xl">
          {title}
        </PageTitle>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      <Field.Root>
        <Field.Label>{t('auth.newPassword')}</Field.Label>
        <PasswordInput
          toggleTestId="toggle-new-password"
          autoComplete="new-password"
          autoFocus
          maxLength={PASSWORD_HINT_MAX}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-describedby="password-checklist"
          data-testid="new-password"
        />
      </Field.Root>
      <PasswordChecklist
        id="password-checklist"
        lines={RULES.map((rule) => ({ rule, ok: checklist[rule], label: passwordRuleText(t, rule) }))}
      />
      <HStack gap="3" justify="flex-end" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={busy} data-testid="new-password-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" disabled={!valid || busy} loading={busy} data-testid="new-password-confirm">
          {t('common.confirm')}
        </Button>
      </HStack>
    </SubmitForm>
  );
}
