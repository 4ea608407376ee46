import { useId } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MERGE_FIELDS, unknownMergeFields } from '@tessera/domain/mailshots/mailshot';
import { RichTextEditor } from '../../../components/RichTextEditor';
import type { DraftSectionProps } from './draftProps';

/** `{{field}}` as the texts write a merge field (built here: i18next would read the braces as its own placeholders). */
export const mergeTag = (field: string) => `{{${field}}}`;

/**
 * The message's body in the rich-text editor, with a menu that types a merge field at the cursor, and a warning under
 * it naming the merge fields neither known nor custom (in the subject or the body): sent as written, they would show
 * their braces to every recipient — unless a recipients file has a column of that name.
 */
export function BodyField({ control, errors, disabled }: Pick<DraftSectionProps, 'control' | 'errors' | 'disabled'>) {
  const { t } = useTranslation();
  const label = `mailshot-body-${useId()}`;
  const [subject, body] = useWatch({ control, name: ['subject', 'bodyHtml'] });
  const unknown = [...new Set([...unknownMergeFields(subject), ...unknownMergeFields(body)])];
  return (
    <Stack gap="1">
      <Text as="span" id={label} fontWeight="medium" fontSize="sm">
        {t('mailshots.fields.body')}
      </Text>
      <Controller
        control={control}
        name="bodyHtml"
        render={({ field: f }) => (
          <RichTextEditor
            value={f.value}
            onChange={f.onChange}
            labelledBy={label}
            disabled={disabled}
            testId="mailshot-body"
            inserts={{
              label: t('mailshots.merge.insert'),
              options: MERGE_FIELDS.map((field) => ({
                key: field,
                label: `${t(`mailshots.merge.fields.${field}`)} ${mergeTag(field)}`,
                text: mergeTag(field),
              })),
            }}
          />
        )}
      />
      {errors.bodyHtml?.message && (
        <Text color="fg.error" fontSize="sm">
          {t(errors.bodyHtml.message)}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('mailshots.merge.help', { custom: mergeTag('custom.…'), column: mergeTag('…') })}
      </Text>
      {unknown.length > 0 && (
        <Alert.Root status="warning" size="sm" data-testid="mailshot-unknown-fields">
          <Alert.Indicator />
          <Alert.Title>{t('mailshots.merge.unknown', { fields: unknown.map(mergeTag).join(', ') })}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
