import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RecipientsFileReport } from '../api/uploadRecipientsFile';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Box>
  );
}

/** The rows of one kind (invalid or repeated), each with its line in the file; the API names the first 100, the total always. */
function RowList({ title, rows, total, testId }: { title: string; rows: { row: number; value: string }[]; total: number; testId: string }) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <Stack gap="1" data-testid={testId}>
      <Heading as="h4" size="xs">
        {title}
      </Heading>
      <Box
        as="ul"
        maxH="40"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        px="3"
        py="2"
        tabIndex={0}
        aria-label={title}
        listStyleType="none"
        m="0"
      >
        {rows.map((r) => (
          <Text as="li" key={`${r.row}-${r.value}`} fontSize="sm" wordBreak="break-all">
            {t('mailshots.recipients.file.row', { row: r.row, value: r.value || '—' })}
          </Text>
        ))}
        {total > rows.length && (
          <Text as="li" fontSize="sm" color="fg.muted">
            {t('mailshots.recipients.file.more', { count: total - rows.length })}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** What the API found in a recipients file: its rows, the distinct valid addresses, and the rows it will not send to. */
export function RecipientsFileReportView({ report }: { report: RecipientsFileReport }) {
  const { t } = useTranslation();
  const clean = report.invalidCount === 0 && report.duplicateCount === 0;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="mailshot-file-report" aria-live="polite">
      <Text fontWeight="medium">{t('mailshots.recipients.file.reportTitle', { name: report.fileName })}</Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        <Figure label={t('mailshots.recipients.file.rows')} value={report.rows} testId="mailshot-file-rows" />
        <Figure label={t('mailshots.recipients.file.valid')} value={report.valid} testId="mailshot-file-valid" />
        <Figure label={t('mailshots.recipients.file.invalid')} value={report.invalidCount} testId="mailshot-file-invalid" />
        <Figure label={t('mailshots.recipients.file.duplicates')} value={report.duplicateCount} testId="mailshot-file-duplicates" />
      </SimpleGrid>
      {clean ? (
        <Text fontSize="sm" color="fg.success">
          {t('mailshots.recipients.file.allValid')}
        </Text>
      ) : (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('mailshots.recipients.file.leftOut')}</Alert.Title>
        </Alert.Root>
      )}
      <RowList
        title={t('mailshots.recipients.file.invalidRows')}
        rows={report.invalid}
        total={report.invalidCount}
        testId="mailshot-file-invalid-rows"
      />
      <RowList
        title={t('mailshots.recipients.file.duplicateRows')}
        rows={report.duplicates}
        total={report.duplicateCount}
        testId="mailshot-file-duplicate-rows"
      />
    </Stack>
  );
}
