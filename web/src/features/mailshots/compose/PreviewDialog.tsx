import { useState } from 'react';
import { Alert, Box, Field, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mergeText } from '@tessera/domain/mailshots/mailshot';
import { RichTextView } from '../../../components/RichTextView';
import { SheetDialog } from '../../../components/SheetDialog';
import { errorText } from '../../../lib/api/errorText';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { getRecipients } from '../api/getRecipients';

/** "Rossi Anna <anna@…>", or the address alone (a file's row, a registrant without a name). */
function recipientLabel(r: { email: string; values: Record<string, string> }): string {
  const name = [r.values.surname, r.values.name].filter(Boolean).join(' ');
  return name ? `${name} <${r.email}>` : r.email;
}

interface Props {
  mailshotId: string;
  /** the texts as on screen (the draft was saved just before: the recipients are the saved ones) */
  subject: string;
  bodyHtml: string;
  onClose: () => void;
}

/**
 * The message as one recipient will read it: one of the first recipients chosen, the subject and the body merged with
 * their values (the body's values escaped, then shown through the rich-text allow-list like any stored text).
 */
export function PreviewDialog({ mailshotId, subject, bodyHtml, onClose }: Props) {
  const { t } = useTranslation();
  const recipients = useApiQuery(`mailshot-preview:${mailshotId}`, () => getRecipients(mailshotId));
  const [chosen, setChosen] = useState(0);
  const sample = recipients.status === 'success' ? recipients.data.sample : [];
  const values = sample[chosen]?.values ?? {};
  return (
    <SheetDialog
      open
      onClose={onClose}
      title={t('mailshots.preview.title')}
      testId="mailshot-preview-dialog"
      closeTestId="mailshot-preview-close"
      actions={null}
    >
      {recipients.status === 'loading' && <Spinner role="status" aria-label={t('common.loading')} />}
      {recipients.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(t, recipients.error)}</Alert.Title>
        </Alert.Root>
      )}
      {recipients.status === 'success' && (
        <Stack gap="4">
          {sample.length === 0 ? (
            <Alert.Root status="info" size="sm" data-testid="mailshot-preview-none">
              <Alert.Indicator />
              <Alert.Title>{t('mailshots.preview.none')}</Alert.Title>
            </Alert.Root>
          ) : (
            <Field.Root>
              <Field.Label htmlFor="mailshot-preview-recipient">{t('mailshots.preview.recipient')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="mailshot-preview-recipient"
                  value={chosen}
                  onChange={(e) => setChosen(Number(e.currentTarget.value))}
                  data-testid="mailshot-preview-recipient"
                >
                  {sample.map((r, i) => (
                    <option key={r.email} value={i}>
                      {recipientLabel(r)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('mailshots.preview.sampleHelp', { count: sample.length })}</Field.HelperText>
            </Field.Root>
          )}
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('mailshots.fields.subject')}
            </Text>
            <Text fontWeight="semibold" wordBreak="break-word" data-testid="mailshot-preview-subject">
              {mergeText(subject, values, 'text')}
            </Text>
          </Box>
          <Box borderWidth="1px" borderRadius="md" p="4" bg="bg" data-testid="mailshot-preview-body">
            <RichTextView html={mergeText(bodyHtml, values, 'html')} />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('mailshots.preview.footer')}
          </Text>
        </Stack>
      )}
    </SheetDialog>
  );
}
