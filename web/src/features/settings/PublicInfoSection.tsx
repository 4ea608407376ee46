import { useState } from 'react';
import { Box, Button, Checkbox, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PublicInfo } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import { publicInfoInput } from '@tessera/domain/settings/publicInfo';
import type { OrgTheme } from '@tessera/domain/settings/orgTheme';
import { FieldRoot } from '../../components/FieldRoot';
import { LiveLoadState } from '../../components/LiveLoadState';
import { SubmitForm } from '../../components/SubmitForm';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { useSession } from '../../lib/session/session';
import { syncOrg } from './api/syncOrg';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { LogoCard } from './LogoCard';
import { ThemeCard } from './ThemeCard';

/** The fields in the order the form shows them, with how each is typed. */
const FIELDS = [
  { key: 'name', required: true, wide: true },
  { key: 'address', wide: true },
  { key: 'taxCode' },
  { key: 'vatNumber', inputMode: 'numeric' },
  { key: 'email', type: 'email' },
  { key: 'phone', type: 'tel' },
  { key: 'website', type: 'url', wide: true },
  { key: 'policy_link', wide: true, legal: true },
  { key: 'tos_link', wide: true, legal: true },
  { key: 'statuto', wide: true, legal: true },
] as const;
type Key = (typeof FIELDS)[number]['key'];
type Draft = Record<Key, string>;

const draftOf = (info: Partial<PublicInfo> | undefined): Draft =>
  Object.fromEntries(FIELDS.map((f) => [f.key, (info?.[f.key] as string | undefined) ?? ''])) as Draft;

/**
 * Settings → public organization info: name, registered address, tax code and VAT number, contacts, website
 * and the legal documents signup links. Read live from the organization; saved whole through sync-org.
 */
export function PublicInfoSection() {
  const { t } = useTranslation();
  const live = useLiveDocument<{ publicInfo?: PublicInfo; logo?: string; theme?: OrgTheme }>(orgPath(useSession().profile!.orgId));
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.publicInfo')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.publicInfo.help')}
      </Text>
      {/* a live read recovers by itself once reachable; retry reloads the page */}
      <LiveLoadState live={live} errorText={t('settings.publicInfo.loadError')} onRetry={() => window.location.reload()} />
      {/* keyed by the stored name: the form starts from what is stored once it has loaded */}
      {live.status === 'success' && <PublicInfoForm key={live.data?.publicInfo?.name ?? ''} stored={live.data?.publicInfo} />}
      {live.status === 'success' && <LogoCard logo={live.data?.logo} orgName={live.data?.publicInfo?.name ?? ''} />}
      {/* keyed by the stored colour: the picker starts from what is stored */}
      {live.status === 'success' && <ThemeCard key={live.data?.theme?.brand['600'] ?? ''} stored={live.data?.theme?.brand['600']} />}
    </Stack>
  );
}

function PublicInfoForm({ stored }: { stored: Partial<PublicInfo> | undefined }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [exempt, setExempt] = useState(stored?.stampDutyExempt === true);
  const { errors, busy, submit } = useSchemaSubmit(publicInfoInput, 'body.publicInfo.');

  async function save() {
    await submit({ ...draft, stampDutyExempt: exempt }, syncOrg, () => t('settings.publicInfo.saved'));
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="public-info">
      <SubmitForm labelledBy="public-info-title" onSubmit={() => void save()}>
        <Heading as="h3" size="sm" id="public-info-title">
          {t('settings.publicInfo.formTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((f) => (
            <FieldRoot
              key={f.key}
              invalid={!!errors[f.key]}
              required={'required' in f}
              gridColumn={'wide' in f ? { md: 'span 2' } : undefined}
            >
              <Field.Label>{t(`settings.publicInfo.fields.${f.key}`)}</Field.Label>
              <Input
                value={draft[f.key]}
                type={'type' in f ? f.type : 'text'}
                inputMode={'inputMode' in f ? f.inputMode : undefined}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.currentTarget.value })}
                data-testid={`public-info-${f.key}`}
              />
              {!errors[f.key] && 'legal' in f && <Field.HelperText>{t('settings.publicInfo.legalHelp')}</Field.HelperText>}
              <Field.ErrorText>{errors[f.key] && t(errors[f.key]!)}</Field.ErrorText>
            </FieldRoot>
          ))}
          <Checkbox.Root checked={exempt} onCheckedChange={(e) => setExempt(!!e.checked)} gridColumn={{ md: 'span 2' }}>
            <Checkbox.HiddenInput data-testid="public-info-stampDutyExempt" />
            <Checkbox.Control />
            <Checkbox.Label>{t('settings.publicInfo.stampDutyExempt')}</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="public-info-save">
            {t('settings.save')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}
