import { useState } from 'react';
import { Button, Checkbox, Fieldset, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LiveLoadState } from '../../components/LiveLoadState';
import { getListValuesContract } from '@tessera/domain/contracts/settings';
import { COMPANY_LIST_TYPES } from '@tessera/domain/settings/listValues';
import { apiCall } from '../../lib/api/client';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { notify, notifyFailure } from '../../components/toaster';
import { StickyActionBar } from '../../components/StickyActionBar';
import { updatePayrollCompanies } from './api/payrollCompanies';
import type { SettingsListValue } from './listValue';

type Company = SettingsListValue & { type: (typeof COMPANY_LIST_TYPES)[number] };

const readCompanies = async (): Promise<Company[]> =>
  (
    await Promise.all(
      COMPANY_LIST_TYPES.map(async (type) =>
        (await apiCall(getListValuesContract, { headers: { type }, overlay: false })).values.map((v) => ({ ...v, type })),
      ),
    )
  ).flat();

function PayrollForm({ companies, onSaved }: { companies: Company[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const saved = companies.filter((c) => c.payroll).map((c) => c.id);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [busy, setBusy] = useState(false);
  const dirty = [...chosen].sort().join() !== [...saved].sort().join();

  async function save() {
    setBusy(true);
    try {
      await updatePayrollCompanies(chosen);
      notify('success', t('settings.payroll.saved'));
      onSaved();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      {COMPANY_LIST_TYPES.map((type) => {
        const ofType = companies.filter((c) => c.type === type);
        return (
          <Fieldset.Root key={type}>
            <Fieldset.Legend fontWeight="semibold">{t(`settings.lists.types.${type}`)}</Fieldset.Legend>
            {ofType.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t('settings.payroll.none')}
              </Text>
            ) : (
              <Stack gap="2" mt="2">
                {ofType.map((c) => (
                  <Checkbox.Root
                    key={c.id}
                    checked={chosen.includes(c.id)}
                    onCheckedChange={(e) => setChosen((ids) => (e.checked ? [...ids, c.id] : ids.filter((id) => id !== c.id)))}
                  >
                    <Checkbox.HiddenInput data-testid={`payroll-${c.id}`} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {c.name}{' '}
                      <Text as="span" color="fg.muted" fontFamily="mono">
                        {c.code}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
          </Fieldset.Root>
        );
      })}
      <StickyActionBar>
        <Button variant="outline" disabled={!dirty || busy} onClick={() => setChosen(saved)}>
          {t('settings.preferences.discard')}
        </Button>
        <Button colorPalette="brand" loading={busy} disabled={!dirty} onClick={() => void save()} data-testid="payroll-save">
          {t('settings.save')}
        </Button>
      </StickyActionBar>
    </Stack>
  );
}

/** Settings → payroll enrolment: which companies' employees pay their fee by payroll deduction. */
export function PayrollSection() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`payroll:${version}`, readCompanies);
  const reload = () => setVersion((v) => v + 1);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.payroll')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.payroll.intro')}{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to="/settings/companies">{t('settings.payroll.manage')}</RouterLink>
        </Link>
      </Text>
      <LiveLoadState live={live} errorText={t('settings.payroll.loadError')} onRetry={reload} />
      {live.status === 'success' && <PayrollForm key={version} companies={live.data} onSaved={reload} />}
    </Stack>
  );
}
