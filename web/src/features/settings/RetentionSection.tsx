import { useState } from 'react';
import { Button, Field, Heading, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RETENTION_YEARS_MAX } from '@tessera/domain/entities/erasure';
import { orgPath } from '@tessera/domain/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { useSession } from '../../lib/session/session';
import { setRetention } from './api/setRetention';

/**
 * Settings → retention of former members' data: off by default (nobody is erased by age); on, how many years after
 * the membership ended the nightly job erases a former member. Turning it on or shortening it asks first.
 */
export function RetentionSection() {
  const { t } = useTranslation();
  const live = useLiveDocument<{ retentionYears?: number | null }>(orgPath(useSession().profile!.orgId));
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="lg">
        {t('settings.sections.retention')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.retention.help')}
      </Text>
      <LiveLoadState live={live} errorText={t('settings.retention.loadError')} onRetry={() => window.location.reload()} />
      {live.status === 'success' && (
        <RetentionForm key={String(live.data?.retentionYears ?? null)} stored={live.data?.retentionYears ?? null} />
      )}
    </Stack>
  );
}

function RetentionForm({ stored }: { stored: number | null }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(stored !== null);
  const [years, setYears] = useState(String(stored ?? 10));
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useBusyAction();
  const value = on ? Number(years) : null;
  const invalid = on && (!Number.isInteger(value) || value! < 1 || value! > RETENTION_YEARS_MAX);

  function save() {
    setConfirming(false);
    void run(
      async () => {
        await setRetention(value);
        notify('success', t('settings.retention.saved'));
      },
      (e) => notifyFailure(t, e),
    );
  }

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid || value === stored) return;
        // erasing sooner than before (or at all) is asked first; keeping longer is not
        if (value !== null && (stored === null || value < stored)) setConfirming(true);
        else save();
      }}
    >
      <Switch.Root checked={on} onCheckedChange={(e) => setOn(e.checked)} data-testid="retention-on">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('settings.retention.on')}</Switch.Label>
      </Switch.Root>
      {on && (
        <FieldRoot invalid={invalid} maxW="xs">
          <Field.Label>{t('settings.retention.years')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_YEARS_MAX}
            value={years}
            onChange={(e) => setYears(e.currentTarget.value)}
            data-testid="retention-years"
          />
          <Field.ErrorText>{t('settings.retention.yearsInvalid', { max: RETENTION_YEARS_MAX })}</Field.ErrorText>
        </FieldRoot>
      )}
      <Text fontSize="sm" color="fg.muted" data-testid="retention-state">
        {stored === null ? t('settings.retention.off') : t('settings.retention.current', { count: stored })}
      </Text>
      <HStack>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={invalid || value === stored} data-testid="retention-save">
          {t('settings.retention.save')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        ask
        icon="sad"
        title={t('settings.retention.confirmTitle')}
        messageHtml={t('settings.retention.confirmText', { count: value ?? 0 })}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
