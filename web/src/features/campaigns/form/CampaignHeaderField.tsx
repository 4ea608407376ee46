import { useId } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/RichTextEditor';
import type { DraftSectionProps } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';

/** The public page's header, in the rich-text editor (named by the label above it). */
export function CampaignHeaderField({ control, errors }: Omit<DraftSectionProps, 'register'>) {
  const { t } = useTranslation();
  const msg = useFormErrorText();
  const headerLabel = `campaign-header-${useId()}`;

  return (
    <Stack gap="1">
      <Text as="span" id={headerLabel} fontWeight="medium" fontSize="sm">
        {t('campaigns.fields.headerHtml')}
      </Text>
      <Controller
        control={control}
        name="headerHtml"
        render={({ field: f }) => (
          <RichTextEditor value={f.value} onChange={f.onChange} labelledBy={headerLabel} testId="campaign-header" />
        )}
      />
      {errors.headerHtml && (
        <Text color="fg.error" fontSize="sm">
          {msg(errors.headerHtml)}
        </Text>
      )}
    </Stack>
  );
}
