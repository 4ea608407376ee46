import { Alert, Box, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_KINDS } from '@tessera/domain/mailshots/mailshot';
import type { DraftSectionProps } from './draftProps';
import type { RecipientKind } from './mailshotDraft';
import { CampaignSourceField } from './CampaignSourceField';
import { ListsSourceField } from './ListsSourceField';
import { RecipientsFileField } from './RecipientsFileField';
import { SearchSourceField } from './SearchSourceField';

/**
 * Who receives the mailshot, always the sender's choice (nothing is preset): every member, a saved member search, a
 * selection of groups, sections and categories, a campaign's registrants, or an uploaded XLSX/CSV file. Whatever the
 * source, members without newsletter consent and suppressed addresses are left out and counted (the send's
 * confirmation shows how many). A draft stored when nothing chosen meant every member says it must be chosen again, as
 * does one brought in from an archive without the recipients file it was to be sent to (`fileLeftOut`, its name).
 */
export function RecipientsField({
  audienceLost = false,
  fileLeftOut = null,
  ...props
}: DraftSectionProps & { audienceLost?: boolean; fileLeftOut?: string | null }) {
  const { t } = useTranslation();
  const { control, errors, disabled } = props;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Fieldset.Root disabled={disabled} invalid={!!errors.kind}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {t('mailshots.fields.recipients')}
      </Fieldset.Legend>
      <Stack gap="4" mt="2">
        <Controller
          control={control}
          name="kind"
          render={({ field: f }) => (
            <RadioGroup.Root
              value={f.value || null}
              onValueChange={(e) => f.onChange(e.value as RecipientKind)}
              aria-label={t('mailshots.fields.recipients')}
              colorPalette="brand"
            >
              <Stack gap="2" direction={{ base: 'column', md: 'row' }} flexWrap="wrap">
                {RECIPIENT_KINDS.map((k) => (
                  <RadioGroup.Item key={k} value={k}>
                    <RadioGroup.ItemHiddenInput data-testid={`mailshot-kind-${k}`} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`mailshots.recipients.kinds.${k}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
        />
        {kind === '' && audienceLost && (
          <Alert.Root status="warning" data-testid="mailshot-audience-lost">
            <Alert.Indicator />
            <Alert.Title>{t('mailshots.recipients.audienceLost')}</Alert.Title>
          </Alert.Root>
        )}
        {kind === '' && fileLeftOut !== null && (
          <Alert.Root status="warning" data-testid="mailshot-file-left-out">
            <Alert.Indicator />
            <Alert.Title>{t('mailshots.recipients.fileLeftOut', { name: fileLeftOut })}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          {kind === '' && !audienceLost && fileLeftOut === null && (
            <Text fontSize="sm" color="fg.muted" data-testid="mailshot-choose-kind">
              {t('mailshots.recipients.chooseKind')}
            </Text>
          )}
          {kind === 'all' && (
            <Text fontSize="sm" color="fg.muted">
              {t('mailshots.recipients.allHelp')}
            </Text>
          )}
          {kind === 'search' && <SearchSourceField {...props} />}
          {kind === 'lists' && <ListsSourceField {...props} />}
          {kind === 'campaign' && <CampaignSourceField {...props} />}
          {kind === 'file' && <RecipientsFileField {...props} />}
        </Box>
        {errors.kind?.message && (
          <Text color="fg.error" fontSize="sm">
            {t(errors.kind.message)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('mailshots.recipients.leftOut')}
        </Text>
      </Stack>
    </Fieldset.Root>
  );
}
