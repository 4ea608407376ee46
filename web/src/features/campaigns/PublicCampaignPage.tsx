import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Field, HStack, Input, Link, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  HONEYPOT_FIELD,
  registrationInput,
  registrationIssues,
  type CampaignFormField,
  type RegistrationInput,
} from '@tessera/domain/campaigns/campaign';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { FieldRoot } from '../../components/FieldRoot';
import { PageTitle } from '../../components/PageTitle';
import { PublicLayout } from '../../components/PublicLayout';
import { RichTextView } from '../../components/RichTextView';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { setLanguage } from '../../lib/i18n/i18n';
import { getPublicCampaign, type PublicCampaign } from './api/getPublicCampaign';
import { registerCampaign } from './api/registerCampaign';

type Answer = string | number | string[];
type Loaded = { state: 'loading' } | { state: 'notFound' } | { state: 'error'; error: unknown } | { state: 'ready'; page: PublicCampaign };

/** A calendar day in words ("sabato 10 aprile 2099"), in the page's language. */
function dayText(iso: string, lang: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** The answers as the API takes them: empty ones left out, numbers as numbers (a non-number stays text: the check names it). */
function answersOf(form: readonly CampaignFormField[], typed: Record<string, Answer>): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const f of form) {
    const v = typed[f.id];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (f.type === 'NUMBER' && typeof v === 'string') {
      const n = Number(v.trim().replace(',', '.'));
      out[f.id] = v.trim() !== '' && Number.isFinite(n) ? n : v;
    } else out[f.id] = v;
  }
  return out;
}

/** A form field's input by its type. */
function AnswerInput({ field, value, onChange }: { field: CampaignFormField; value: Answer | undefined; onChange: (v: Answer) => void }) {
  const { t } = useTranslation();
  const id = `answer-${field.id}`;
  const testId = `public-answer-${field.id}`;
  switch (field.type) {
    case 'SELECT':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.currentTarget.value)}
            data-testid={testId}
          >
            <option value="">{t('campaigns.public.choose')}</option>
            {field.values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'RADIO':
    case 'MULTISELECT': {
      const multi = field.type === 'MULTISELECT';
      const chosen = multi ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : [];
      return (
        <Stack id={id} role={multi ? 'group' : 'radiogroup'} aria-labelledby={`${id}-label`} gap="2" data-testid={testId}>
          {field.values.map((v) => (
            <HStack as="label" key={v} gap="2" cursor="pointer" minH="8">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={id}
                value={v}
                checked={chosen.includes(v)}
                style={{ width: 18, height: 18 }}
                onChange={(e) => onChange(multi ? (e.currentTarget.checked ? [...chosen, v] : chosen.filter((x) => x !== v)) : v)}
              />
              <Text as="span">{v}</Text>
            </HStack>
          ))}
        </Stack>
      );
    }
    default:
      return (
        <Input
          id={id}
          type={field.type === 'DATE' ? 'date' : 'text'}
          inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
          maxLength={field.type === 'TEXT' ? 1000 : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      );
  }
}

/** The page's state after a registration attempt that closes the form, or a message beside it. */
type Outcome = { kind: 'registered'; merged: boolean } | { kind: 'full' } | { kind: 'ended' } | null;

function Notice({
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

/**
 * /c/:org/:id — a campaign's public registration page (no sign-in): its header, days and place, then its form (the
 * campaign's own fields, name, surname, email, the policies to accept). Says plainly when the campaign is full, over or
 * not there. A hidden honeypot field catches bots; `utm_source` is passed on as the registration's source.
 */
export function PublicCampaignPage() {
  const { t, i18n } = useTranslation();
  const { org = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const lang: Language = i18n.language === 'en' ? 'en' : 'it';
  // the answer for one request (campaign and attempt): another request shows as loading until its answer is in
  const [attempt, setAttempt] = useState(0);
  const request = `${org}/${id}/${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.request === request ? answer.loaded : { state: 'loading' };

  // a link may choose the page's language (?lang=en): a campaign mailed to English speakers
  const wanted = params.get('lang');
  useEffect(() => {
    if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && wanted !== i18n.language) setLanguage(wanted as Language);
    // once, on arrival: the switch decides afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    getPublicCampaign(org, id).then(
      (page) => current && setAnswer({ request, loaded: { state: 'ready', page } }),
      (e: unknown) =>
        current &&
        setAnswer({
          request,
          loaded:
            e instanceof ApiFailure && (e.code === 'NOT_FOUND' || e.status === 404) ? { state: 'notFound' } : { state: 'error', error: e },
        }),
    );
    return () => {
      current = false;
    };
  }, [org, id, request]);
  const load = () => setAttempt((n) => n + 1);

  return (
    <PublicLayout wide>
      {loaded.state === 'loading' && (
        <Stack align="center" py="10">
          <Spinner role="status" aria-label={t('common.loading')} />
        </Stack>
      )}
      {loaded.state === 'notFound' && (
        <Stack gap="3" data-testid="public-not-found">
          <PageTitle size="xl">{t('campaigns.public.notFoundTitle')}</PageTitle>
          <Text color="fg.muted">{t('campaigns.public.notFoundText')}</Text>
        </Stack>
      )}
      {loaded.state === 'error' && (
        <Stack gap="3" data-testid="public-load-error">
          <PageTitle size="xl">{t('campaigns.public.loadErrorTitle')}</PageTitle>
          <Text color="fg.muted">{errorText(t, loaded.error)}</Text>
          <Box>
            <Button variant="outline" onClick={load}>
              {t('common.retry')}
            </Button>
          </Box>
        </Stack>
      )}
      {loaded.state === 'ready' && (
        <CampaignView key={loaded.page.campaign.id} org={org} page={loaded.page} lang={lang} source={params.get('utm_source')} />
      )}
    </PublicLayout>
  );
}

function CampaignView({ org, page, lang, source }: { org: string; page: PublicCampaign; lang: Language; source: string | null }) {
  const { t } = useTranslation();
  const c = page.campaign;
  const [outcome, setOutcome] = useState<Outcome>(c.ended ? { kind: 'ended' } : c.full ? { kind: 'full' } : null);
  const days =
    c.startDate === c.endDate
      ? dayText(c.startDate, lang)
      : t('campaigns.public.fromTo', { from: dayText(c.startDate, lang), to: dayText(c.endDate, lang) });

  useEffect(() => {
    document.title = `${c.name} · ${page.organization || t('app.name')}`;
  }, [c.name, page.organization, t]);

  return (
    <Stack gap="5" data-testid="public-campaign">
      <Stack gap="2">
        {page.organization && (
          <Text fontWeight="semibold" color="fg.muted" data-testid="public-organization">
            {page.organization}
          </Text>
        )}
        <PageTitle size={{ base: 'xl', md: '2xl' }} data-testid="public-title">
          {c.name}
        </PageTitle>
        <Text data-testid="public-days">{days}</Text>
        {(c.place || c.category) && (
          <Text color="fg.muted" data-testid="public-place">
            {[c.place, c.category].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
      {c.headerHtml && <RichTextView html={c.headerHtml} data-testid="public-header" />}
      {outcome?.kind === 'registered' && (
        <Notice
          status="success"
          title={t(outcome.merged ? 'campaigns.public.mergedTitle' : 'campaigns.public.registeredTitle')}
          testId="public-registered"
        >
          {t('campaigns.public.registeredText')}
        </Notice>
      )}
      {outcome?.kind === 'full' && (
        <Notice status="warning" title={t('campaigns.public.fullTitle')} testId="public-full">
          {t('campaigns.public.fullText')}
        </Notice>
      )}
      {outcome?.kind === 'ended' && (
        <Notice status="info" title={t('campaigns.public.endedTitle')} testId="public-ended">
          {t('campaigns.public.endedText')}
        </Notice>
      )}
      {outcome === null && <RegistrationForm org={org} page={page} lang={lang} source={source} onOutcome={setOutcome} />}
    </Stack>
  );
}

function RegistrationForm({
  org,
  page,
  lang,
  source,
  onOutcome,
}: {
  org: string;
  page: PublicCampaign;
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

  /** The body, or the messages per field (`name`, `answers.<id>`, `accepted`) when something is missing or wrong. */
  function check(): { body: RegistrationInput } | { errors: Record<string, string> } {
    const found: Record<string, string> = {};
    const body = {
      ...person,
      answers: answersOf(formFields, answers),
      accepted,
      lang,
      ...(source ? { source: source.slice(0, 40) } : {}),
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    };
    const parsed = registrationInput.safeParse(body);
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path.map(String).join('.')] ??= i.message;
    for (const i of registrationIssues(formFields, body)) found[i.path.replace(/^body\./, '')] ??= i.message;
    if (c.policies.some((p) => !accepted.includes(p.kind))) found.accepted ??= 'validation.mustAccept';
    return Object.keys(found).length || !parsed.success ? { errors: found } : { body: parsed.data };
  }

  async function submit() {
    setFailure(null);
    const checked = check();
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
      const issues = e instanceof ApiFailure ? (e.issues ?? []) : [];
      if (issues.length)
        setErrors(
          Object.fromEntries(
            issues.map((i) => [
              i.path
                .replace(/^body\./, '')
                .split('.')
                .slice(0, 2)
                .join('.'),
              i.message,
            ]),
          ),
        );
      if (code === 'EMAIL_ALREADY_USED') setErrors((all) => ({ ...all, email: 'errors.EMAIL_ALREADY_USED' }));
      setFailure(code === 'EMAIL_ALREADY_USED' ? t('campaigns.public.emailUsed') : errorText(t, e));
    } finally {
      setBusy(false);
    }
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
        {formFields.map((f) => {
          const key = `answers.${f.id}`;
          const group = f.type === 'RADIO' || f.type === 'MULTISELECT';
          return (
            <FieldRoot key={f.id} invalid={!!errors[key]} required={f.required} data-field={key}>
              <Field.Label id={`answer-${f.id}-label`} htmlFor={group ? undefined : `answer-${f.id}`}>
                {f.label}
                {f.required && <Field.RequiredIndicator />}
              </Field.Label>
              <AnswerInput
                field={f}
                value={answers[f.id]}
                onChange={(v) => {
                  clear(key);
                  setAnswers((a) => ({ ...a, [f.id]: v }));
                }}
              />
              <Field.ErrorText>{error(key)}</Field.ErrorText>
            </FieldRoot>
          );
        })}
        {c.policies.length > 0 && (
          <FieldRoot invalid={!!errors.accepted} data-field="accepted">
            <Stack gap="2">
              {c.policies.map((p) => (
                <HStack key={p.kind} gap="2" align="start" flexWrap="wrap">
                  <Checkbox.Root
                    checked={accepted.includes(p.kind)}
                    onCheckedChange={(e) => {
                      clear('accepted');
                      setAccepted((a) => (e.checked ? [...a, p.kind] : a.filter((k) => k !== p.kind)));
                    }}
                  >
                    <Checkbox.HiddenInput data-testid={`public-accept-${p.kind}`} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('campaigns.public.accept', { policy: t(`campaigns.policyKinds.${p.kind}`) })}</Checkbox.Label>
                  </Checkbox.Root>
                  <Link href={p.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline" fontSize="sm">
                    {t('campaigns.public.readPolicy', { policy: t(`campaigns.policyKinds.${p.kind}`) })}
                  </Link>
                </HStack>
              ))}
            </Stack>
            <Field.ErrorText>{error('accepted')}</Field.ErrorText>
          </FieldRoot>
        )}
        {/* the honeypot: out of sight and out of the tab order; people leave it empty, bots fill it */}
        <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
          <label htmlFor={`public-${HONEYPOT_FIELD}`}>{t('campaigns.public.honeypot')}</label>
          <input
            id={`public-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.currentTarget.value)}
          />
        </Box>
        {failure && (
          <Notice status="error" title={failure} testId="public-error">
            {undefined}
          </Notice>
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
