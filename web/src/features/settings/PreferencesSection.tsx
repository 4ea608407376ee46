import { useState } from 'react';
import { Box, Button, Checkbox, Field, Fieldset, Heading, Input, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PREFERENCE_FLAGS, type PreferenceFlag } from '@tessera/domain/entities/organization';
import { DATE_FORMATS } from '@tessera/domain/constants';
import { SCANNER_OPTIONAL_ROLES } from '@tessera/domain/scanner/scannerRoles';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { LeaveConfirmDialog } from '../../components/LeaveConfirmDialog';
import { StickyActionBar } from '../../components/StickyActionBar';
import { FieldRoot } from '../../components/FieldRoot';
import { notify, notifyFailure } from '../../components/toaster';
import { HelpSwitch } from '../../components/HelpSwitch';
import { getPreferences, syncPreferences, type SettingsPreferences } from './api/preferences';

const GRACE_MAX = 24;

/** A titled set of boxes choosing some of `options`; the choice keeps the options' order. */
function ChoiceFieldset<T extends string>({
  legend,
  help,
  options,
  label,
  chosen,
  onChange,
  testIdPrefix,
  columns,
}: {
  legend: string;
  help: string;
  options: readonly T[];
  label: (option: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  testIdPrefix: string;
  columns: Record<string, number>;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.HelperText>{help}</Fieldset.HelperText>
      <SimpleGrid columns={columns} gap="3" mt="3">
        {options.map((o) => (
          <Checkbox.Root
            key={o}
            checked={chosen.includes(o)}
            onCheckedChange={(e) => onChange(options.filter((x) => (x === o ? !!e.checked : chosen.includes(x))))}
          >
            <Checkbox.HiddenInput data-testid={`${testIdPrefix}-${o}`} />
            <Checkbox.Control />
            <Checkbox.Label>{label(o)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function FlagSwitch({ flag, checked, onChange }: { flag: PreferenceFlag; checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <HelpSwitch
      checked={checked}
      onChange={onChange}
      label={t(`settings.preferences.flags.${flag}`)}
      help={t(`settings.preferences.flagHelp.${flag}`)}
      helpId={`pref-help-${flag}`}
      testId={`pref-${flag}`}
    />
  );
}

function PreferencesForm({ saved, onSaved }: { saved: SettingsPreferences; onSaved: (p: SettingsPreferences) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(saved);
  const [grace, setGrace] = useState(String(saved.gracePeriodMonths));
  const [graceError, setGraceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved) || grace !== String(saved.gracePeriodMonths);
  const guard = useLeaveGuard(dirty);
  const set = <K extends keyof SettingsPreferences>(key: K, value: SettingsPreferences[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    const months = Number(grace);
    if (!/^\d{1,2}$/.test(grace.trim()) || months > GRACE_MAX) {
      setGraceError('settings.preferences.graceInvalid');
      return;
    }
    setGraceError(null);
    setBusy(true);
    try {
      const stored = await syncPreferences({ ...draft, gracePeriodMonths: months });
      notify('success', t('settings.preferences.saved'));
      onSaved(stored);
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      as="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void save();
      }}
      data-testid="preferences-form"
    >
      <Stack gap="8">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            {t('settings.preferences.features')}
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt="3">
            {PREFERENCE_FLAGS.map((f) => (
              <FlagSwitch key={f} flag={f} checked={draft[f]} onChange={(v) => set(f, v)} />
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            {t('settings.preferences.dates')}
          </Fieldset.Legend>
          <Stack gap="4" mt="3">
            <RadioGroup.Root
              value={draft.dateFormat}
              onValueChange={(e) => set('dateFormat', e.value as SettingsPreferences['dateFormat'])}
              aria-label={t('settings.preferences.dateFormat')}
            >
              <Text fontWeight="medium" mb="2">
                {t('settings.preferences.dateFormat')}
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                {DATE_FORMATS.map((f) => (
                  <RadioGroup.Item key={f} value={f} data-testid={`pref-date-${f.slice(0, 2)}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`settings.preferences.dateFormats.${f.slice(0, 2)}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <FieldRoot invalid={!!graceError} maxW="xs">
              <Field.Label>{t('settings.preferences.grace')}</Field.Label>
              <Input value={grace} inputMode="numeric" onChange={(e) => setGrace(e.currentTarget.value)} data-testid="pref-grace" />
              {!graceError && <Field.HelperText>{t('settings.preferences.graceHelp', { max: GRACE_MAX })}</Field.HelperText>}
              <Field.ErrorText>{graceError && t(graceError, { max: GRACE_MAX })}</Field.ErrorText>
            </FieldRoot>
          </Stack>
        </Fieldset.Root>

        <ChoiceFieldset
          legend={t('settings.preferences.memberEditable')}
          help={t('settings.preferences.memberEditableHelp')}
          options={MEMBER_SELF_EDITABLE}
          label={(f) => t(`settings.preferences.fields.${f}`)}
          chosen={draft.memberEditableFields}
          onChange={(v) => set('memberEditableFields', v)}
          testIdPrefix="pref-editable"
          columns={{ base: 1, sm: 2, lg: 4 }}
        />
        <ChoiceFieldset
          legend={t('settings.preferences.scannerRoles')}
          help={t('settings.preferences.scannerRolesHelp')}
          options={SCANNER_OPTIONAL_ROLES}
          label={(r) => t(`roles.${r}`)}
          chosen={draft.scannerRoles}
          onChange={(v) => set('scannerRoles', v)}
          testIdPrefix="pref-scanner"
          columns={{ base: 1, sm: 3 }}
        />

        <StickyActionBar>
          <Button
            variant="outline"
            disabled={!dirty || busy}
            onClick={() => {
              setDraft(saved);
              setGrace(String(saved.gracePeriodMonths));
              setGraceError(null);
            }}
          >
            {t('settings.preferences.discard')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!dirty} data-testid="preferences-save">
            {t('settings.save')}
          </Button>
        </StickyActionBar>
      </Stack>
      <LeaveConfirmDialog guard={guard} />
    </Box>
  );
}

/** Settings → application preferences: the toggles (docs/preferences.md), date format, grace months, member-editable fields. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`preferences:${version}`, getPreferences);
  const [saved, setSaved] = useState<SettingsPreferences | null>(null);
  const current = saved ?? live.data ?? null;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.preferences')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.preferences.intro')}
      </Text>
      {!current && <LiveLoadState live={live} errorText={t('settings.preferences.loadError')} onRetry={() => setVersion((v) => v + 1)} />}
      {/* a new key per stored state: the form starts again from what was saved */}
      {current && <PreferencesForm key={JSON.stringify(current)} saved={current} onSaved={setSaved} />}
    </Stack>
  );
}
