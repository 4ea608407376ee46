import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, DataList, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Address } from '@tessera/domain/entities/common';
import { memberEditableFields, missingAddressInfo, ownMemberPatch, type SelfEditableField } from '@tessera/domain/users/ownMember';
import { AddressFields } from '../../components/AddressFields';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { useSession } from '../../lib/session/session';
import { useUnsavedChanges } from '../../lib/dirtyForms';
import { useShownMemberFields, useDateFormatter } from '../../lib/data/usePreferences';
import { useListValueNames } from '../../lib/data/useListValues';
import { CustomFieldInputs } from '../../components/CustomFieldInputs';
import { useMemberCustomFields, useOrgPreferences } from './api/useMemberFields';
import { useOwnMember, type OwnMember } from './api/useOwnMember';
import { saveMyData } from './api/saveMyData';
import { PageTitle } from '../../components/PageTitle';
import { MyPhotoCard } from './MyPhotoCard';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

type Values = Record<'phone' | 'secondaryEmail' | 'title' | 'maritalStatus' | 'hobbies', string> &
  Record<'residence' | 'domicile' | 'correspondence', Address> & { customFields: Record<string, string | number | boolean | string[]> };

const ADDRESSES = ['residence', 'domicile', 'correspondence'] as const;
const TEXTS = ['phone', 'secondaryEmail', 'title', 'hobbies'] as const;
const emptyAddress = (): Address => ({ line: '', city: '', zip: '', state: '', country: '' });

function valuesOf(m: OwnMember): Values {
  return {
    phone: m.phone ?? '',
    secondaryEmail: m.secondaryEmail ?? '',
    title: m.title ?? '',
    maritalStatus: m.maritalStatus ?? '',
    hobbies: m.hobbies ?? '',
    residence: { ...emptyAddress(), ...m.residence },
    domicile: { ...emptyAddress(), ...m.domicile },
    correspondence: { ...emptyAddress(), ...m.correspondence },
    customFields: { ...m.customFields },
  };
}

/** Only what the member may edit and changed; empty optional texts are left out rather than sent blank. */
function patchOf(values: Values, before: Values, allowed: readonly SelfEditableField[], hasCustom: boolean) {
  const out: Record<string, unknown> = {};
  for (const k of allowed) {
    // the photo is sent on its own (MyPhotoCard)
    if (k === 'photo') continue;
    if (JSON.stringify(values[k]) === JSON.stringify(before[k])) continue;
    if (typeof values[k] === 'string' && (values[k] as string).trim() === '' && k !== 'hobbies' && k !== 'title') continue;
    out[k] = values[k];
  }
  if (hasCustom && JSON.stringify(values.customFields) !== JSON.stringify(before.customFields)) out.customFields = values.customFields;
  return out;
}

function MyDataForm({ orgId, member }: { orgId: string; member: OwnMember }) {
  const { t } = useTranslation();
  const prefs = useOrgPreferences(orgId);
  const custom = useMemberCustomFields(orgId);
  const lists = useListValueNames(orgId);
  const initial = useMemo(() => valuesOf(member), [member]);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const allowed = memberEditableFields(prefs.data?.preferences);

  const shown = useShownMemberFields();
  const defs = custom.status === 'success' ? custom.data : [];
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((s) => ({ ...s, [k]: v }));
  const patch = patchOf(values, initial, allowed, defs.length > 0);
  const dirty = Object.keys(patch).length > 0;
  // a new version of the app waits for the member's click instead of reloading over their typing (app/pwa)
  useUnsavedChanges(dirty);

  async function save() {
    const checked = ownMemberPatch.safeParse(patch);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveMyData(checked.data);
      notify('success', t('messages.data_updated_key'));
    } catch (e) {
      if (e instanceof ApiFailure && e.issues)
        setErrors(Object.fromEntries(e.issues.map((i) => [i.path.replace(/^body\.member\./, ''), i.message])));
      notify('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  const addrErrors = (k: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([p]) => p.startsWith(`${k}.`))
        .map(([p, m]) => [p.slice(k.length + 1), m]),
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXTS.filter((k) => allowed.includes(k)).map((k) => (
            <Field.Root key={k} invalid={!!errors[k]} gridColumn={k === 'hobbies' ? { md: 'span 2' } : undefined}>
              <Field.Label>{t(`my-area.data.field.${k}`)}</Field.Label>
              {k === 'hobbies' ? (
                <Textarea value={values[k]} onChange={(e) => set(k, e.currentTarget.value)} data-testid={`my-data-${k}`} />
              ) : (
                <Input
                  type={k === 'secondaryEmail' ? 'email' : k === 'phone' ? 'tel' : 'text'}
                  value={values[k]}
                  onChange={(e) => set(k, e.currentTarget.value)}
                  data-testid={`my-data-${k}`}
                />
              )}
              <Field.ErrorText>{errors[k] && t(errors[k])}</Field.ErrorText>
            </Field.Root>
          ))}
          {allowed.includes('maritalStatus') && shown.maritalStatus && (
            <Field.Root>
              <Field.Label>{t('my-area.data.field.maritalStatus')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.maritalStatus} onChange={(e) => set('maritalStatus', e.currentTarget.value)}>
                  <option value="">—</option>
                  {[...(lists?.marital ?? new Map<string, string>())].map(([id, name]) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </SimpleGrid>
        {ADDRESSES.filter((k) => allowed.includes(k)).map((k) => (
          <div key={k} id={`my-data-${k}`}>
            <AddressFields
              legend={t(`my-area.data.field.${k}`)}
              value={values[k]}
              onChange={(v) => set(k, v)}
              errors={addrErrors(k)}
              testId={`my-data-${k}`}
            />
          </div>
        ))}
        {defs.length > 0 && (
          <fieldset>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('my-area.data.customFields')}</legend>
            <CustomFieldInputs
              defs={defs}
              value={values.customFields}
              onChange={(v) => set('customFields', v)}
              errors={Object.fromEntries(
                Object.entries(errors)
                  .filter(([p]) => p.startsWith('customFields.'))
                  .map(([p, m]) => [p.slice('customFields.'.length), { message: m }]),
              )}
            />
          </fieldset>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="flex-end">
          <Button variant="outline" disabled={!dirty || busy} onClick={() => setValues(initial)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!dirty || busy} loading={busy} data-testid="my-data-save">
            {t('my-area.data.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** I Miei Dati: what the association knows about the member, the fields they may edit, and the account's security. */
/**
 * `security`: the sign-in's security settings, shown below the data (app/ composes the users feature's section);
 * `privacy`: the member's consents and the download of their data (the privacy feature's section), above it.
 */
export function MyDataPage({ security, privacy }: { security?: ReactNode; privacy?: ReactNode }) {
  const formatDate = useDateFormatter();
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const member = useOwnMember(profile.orgId, profile.memberId ?? '-');
  const state: unknown = useLocation().state;
  const sentFor =
    state && typeof state === 'object' && Array.isArray((state as { missing?: unknown }).missing)
      ? ((state as { missing: unknown[] }).missing as unknown[])
      : [];

  let body;
  if (!profile.memberId) body = <Text color="fg.muted">{t('my-area.data.noMember')}</Text>;
  else if (member.status === 'loading') body = <LoadingSkeleton height="64" data-testid="my-data-loading" />;
  else if (member.status === 'error' || !member.data)
    body = (
      <Text role="alert" color="red.fg">
        {t('my-area.data.loadError')}
      </Text>
    );
  else {
    const m = member.data;
    // a ticket's purchase sent the member here for the phone: said until they add it
    const missingNow =
      sentFor.includes('validation.phoneRequiredForTicket') && !String(m.phone ?? '').trim() ? ['validation.phoneRequiredForTicket'] : [];
    body = (
      <Stack gap="8">
        {/* sent here by a purchase that needs a detail beyond the address (a ticket needs the phone) */}
        {missingNow.length > 0 && (
          <Alert.Root status="warning" data-testid="missing-for-purchase">
            <Alert.Indicator />
            <Alert.Content>
              {missingNow.map((key) => (
                <Alert.Title key={key}>{t(key)}</Alert.Title>
              ))}
            </Alert.Content>
          </Alert.Root>
        )}
        {missingAddressInfo(m) && (
          <Alert.Root status="warning" data-testid="missing-address">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('errors.MISSING_ADDRESS_INFO')}</Alert.Title>
              <Alert.Description>{t('my-area.data.missingAddress')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <DataList.Root
          orientation="vertical"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
          data-testid="my-data-identity"
        >
          {(
            [
              ['name', `${m.name} ${m.surname}`],
              ['ssn', m.ssn],
              ['email', m.email],
              ['cardNumber', m.cardNumber],
              ['birth', [m.birthDate ? formatDate(m.birthDate) : '', m.birthPlace].filter(Boolean).join(', ')],
            ] as const
          ).map(([k, v]) => (
            <DataList.Item key={k}>
              <DataList.ItemLabel>{t(`my-area.data.identity.${k}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{v || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('my-area.data.identityHelp')}
        </Text>
        <MyPhotoCard member={m} />
        {/* The record is live: after a save (here, another device, an admin) the form starts again from what is stored. */}
        <MyDataForm key={JSON.stringify(m)} orgId={profile.orgId} member={m} />
      </Stack>
    );
  }

  return (
    <Stack gap="8" maxW="4xl">
      <PageTitle>{t('my-area.data.title')}</PageTitle>
      {body}
      {privacy}
      {security}
    </Stack>
  );
}
