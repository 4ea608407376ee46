import { useMemo, useState } from 'react';
import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignFormField } from '@tessera/domain/campaigns/campaign';
import type { Language } from '@tessera/domain/constants';
import { FieldRoot } from '../../../components/FieldRoot';
import { ApiFailure } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/errorText';
import { getPublicCampaign, type PublicCampaign } from '../api/getPublicCampaign';
import { registerCampaign } from '../api/registerCampaign';
import { AnswerField } from './AnswerInput';
import { HoneypotField } from './HoneypotField';
import { PolicyAcceptance } from './PolicyAcceptance';
import { PrivacyConsent } from './PrivacyConsent';
import { PublicNotice } from './PublicNotice';
import { checkRegistration, fieldErrorsOf, type Answer } from './registrationCheck';
import type { Outcome } from './RegistrationOutcome';

/**
 * The public registration form: name, surname, email, the campaign's own fields, its policies and the consent to the
 * privacy policy shown (`privacy`); checked before sending. A policy published meanwhile is read again and asked anew.
 */
export function RegistrationForm({
  org,
  page,
  privacy: shown,
  lang,
  source,
  onOutcome,
}: {
  org: string;
  page: PublicCampaign;
  privacy: NonNullable<PublicCampaign['campaign']['privacy']>;
  lang: Language;
  source: string | null;
  onOutcome: (o: Outcome) => void;
}) {
  const { t } = useTranslation();
  const c = page.campaign;
  const formFields = useMemo<CampaignFormField[]>(
    () => c.formFields.map((f) => ({ ...f, values: f.values ?? [], required: f.required ?? false })),
    [c.formFields],
  );
  const [person, setPerson] = useState({ name: '', surname: '', email: '' });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [accepted, setAccepted] = useState<string[]>([]);
  const [privacy, setPrivacy] = useState(shown);
  const [consented, setConsented] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clear = (key: string) =>
    setErrors((all) => {
      if (!(key in all)) return all;
      const { [key]: _gone, ...rest } = all;
      return rest;
    });

  async function submit() {
    setFailure(null);
    const checked = checkRegistration({ person, answers, accepted, consented, honeypot, lang, source }, formFields, c.policies, privacy);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await registerCampaign(org, c.id, checked.body);
      onOutcome({ kind: 'registered', merged: answer.merged });
    } catch (e) {
      const code = e instanceof ApiFailure ? e.code : null;
      if (code === 'MAX_SALES_REACHED' || code === 'QUOTAS_EXCEEDED') return onOutcome({ kind: 'full' });
      if (code === 'NOT_ENABLED') return onOutcome({ kind: 'ended' });
      if (code === 'PRIVACY_POLICY_REQUIRED') return onOutcome({ kind: 'closed' });
      if (code === 'POLICY_CHANGED') return void (await askAgain());
      const issues = e instanceof ApiFailure ? (e.issues ?? []) : [];
      if (issues.length) setErrors(fieldErrorsOf(issues));
      if (code === 'EMAIL_ALREADY_USED') setErrors((all) => ({ ...all, email: 'errors.EMAIL_ALREADY_USED' }));
      setFailure(code === 'EMAIL_ALREADY_USED' ? t('campaigns.public.emailUsed') : errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  /** A newer privacy policy was published since the page was read: show it and ask for consent to it. */
  async function askAgain() {
    setConsented(false);
    const fresh = (await getPublicCampaign(org, c.id)).campaign.privacy;
    if (!fresh) return onOutcome({ kind: 'closed' });
    setPrivacy(fresh);
    setErrors((all) => ({ ...all, consent: 'errors.POLICY_CHANGED' }));
    document.querySelector<HTMLElement>('[data-field="consent"] input')?.focus();
  }

  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const personField = (key: 'name' | 'surname' | 'email', autoComplete: string) => (
    <FieldRoot invalid={!!errors[key]} required data-field={key}>
      <Field.Label>
        {t(`campaigns.public.${key}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={key === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        maxLength={key === 'email' ? 254 : 100}
        value={person[key]}
        onChange={(e) => {
          const v = e.currentTarget.value;
          clear(key);
          setPerson((p) => ({ ...p, [key]: v }));
        }}
        data-testid={`public-${key}`}
      />
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <form
      noValidate
      aria-labelledby="public-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="public-form"
    >
      <Stack gap="4">
        <Text as="h2" id="public-form-title" fontWeight="semibold" fontSize="lg">
          {t('campaigns.public.formTitle')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {personField('name', 'given-name')}
          {personField('surname', 'family-name')}
        </SimpleGrid>
        {personField('email', 'email')}
        {formFields.map((f) => (
          <AnswerField
            key={f.id}
            field={f}
            value={answers[f.id]}
            error={errors[`answers.${f.id}`]}
            onChange={(v) => {
              clear(`answers.${f.id}`);
              setAnswers((a) => ({ ...a, [f.id]: v }));
            }}
          />
        ))}
        {c.policies.length > 0 && (
          <PolicyAcceptance
            policies={c.policies}
            accepted={accepted}
            error={errors.accepted}
            onToggle={(kind, checked) => {
              clear('accepted');
              setAccepted((a) => (checked ? [...a, kind] : a.filter((k) => k !== kind)));
            }}
          />
        )}
        <PrivacyConsent
          privacy={privacy}
          consented={consented}
          error={errors.consent}
          onChange={(checked) => {
            clear('consent');
            setConsented(checked);
          }}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        {failure && (
          <PublicNotice status="error" title={failure} testId="public-error">
            {undefined}
          </PublicNotice>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          w={{ base: 'full', md: 'auto' }}
          alignSelf={{ md: 'start' }}
          data-testid="public-submit"
        >
          {c.ctaText || t('campaigns.public.cta')}
        </Button>
      </Stack>
    </form>
  );
}
