import { useState } from 'react';
import { Alert, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { AGE_BAND_SETS, AGGREGATION_DIMENSIONS, type AgeBandSet } from '@tessera/domain/search/aggregate';
import type { SearchQuery } from '@tessera/domain/search/query';
import { formatCents } from '@tessera/domain/locale/money';
import { ExportMenu } from '../../components/ExportMenu';
import { FilterSelect } from '../../components/FilterSelect';
import { LiveLoadState } from '../../components/LiveLoadState';
import { ApiFailure } from '../../lib/api/client';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { saveBase64File } from '../../lib/files/saveBase64';
import { aggregateSearch } from './api/aggregateSearch';
import { AggregationChart } from './AggregationChart';
import type { SearchVocabulary } from './useSearchVocabulary';

interface Props {
  /** the query whose results are shown (a run), with the run's number: a new run counts again */
  query: SearchQuery;
  run: number;
  vocabulary: SearchVocabulary;
}

/**
 * Aggregations of the shown results: counts by a dimension as a bar chart and a table, exportable. Plans
 * without them see the panel with what unlocks it: the API's NOT_ENABLED.
 */
export function AggregationPanel({ query, run, vocabulary }: Props) {
  const { t, i18n } = useTranslation();
  const dimensions = AGGREGATION_DIMENSIONS[query.mode];
  const [by, setBy] = useState(dimensions[0] ?? '');
  const [bands, setBands] = useState<AgeBandSet>('standard');
  const [attempt, setAttempt] = useState(0);
  const dimension = dimensions.includes(by) ? by : (dimensions[0] ?? '');
  const counted = useApiQuery(`aggregate:${run}:${dimension}:${bands}:${attempt}`, () => aggregateSearch({ query, by: dimension, bands }));
  const notEnabled = counted.status === 'error' && counted.error instanceof ApiFailure && counted.error.code === 'NOT_ENABLED';
  if (!dimensions.length) return null;

  const dimensionLabel = (id: string) => (id === 'ageBand' || id === 'payMonth' ? t(`search.aggregations.${id}`) : vocabulary.label(id));
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const bucketLabel = (key: string | null) => {
    if (key === null) return t('search.aggregations.none');
    if (dimension === 'payMonth') return month.format(new Date(`${key}-01T00:00:00Z`));
    return ['ageBand', 'feeYears', 'payYear'].includes(dimension) ? key : vocabulary.valueLabel(dimension, key);
  };
  const rows =
    counted.status === 'success' ? counted.data.buckets.map((b) => ({ label: bucketLabel(b.key), count: b.count, sum: b.sum })) : [];
  const summed = rows.some((r) => r.sum !== null);
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const total = counted.status === 'success' ? counted.data.count : 0;

  async function exportTable(format: (typeof EXPORT_FORMATS)[number]) {
    const answer = await aggregateSearch({ query, by: dimension, bands, format });
    if (answer.file) saveBase64File(answer.file.result, answer.file.fileName, answer.file.mimeType);
    return { count: answer.buckets.length, fileName: answer.file?.fileName ?? '' };
  }

  return (
    <Stack
      as="section"
      gap="3"
      bg="app.panel"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-labelledby="aggregations-title"
      data-testid="aggregations"
    >
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text as="h2" fontWeight="semibold" id="aggregations-title">
          {t('search.aggregations.title')}
        </Text>
        {!notEnabled && <ExportMenu testId="aggregations-export" onExport={exportTable} />}
      </HStack>
      {notEnabled ? (
        <Alert.Root status="info" data-testid="aggregations-upgrade">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('search.aggregations.upgradeTitle')}</Alert.Title>
            <Alert.Description>{t('search.aggregations.upgradeText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap" align="end">
            <Box width="14rem">
              <FilterSelect
                id="aggregation-by"
                size="sm"
                label={t('search.aggregations.by')}
                value={dimension}
                options={dimensions.map((d) => [d, dimensionLabel(d)] as const)}
                onChange={setBy}
              />
            </Box>
            {dimension === 'ageBand' && (
              <Box width="16rem">
                <FilterSelect
                  id="aggregation-bands"
                  size="sm"
                  label={t('search.aggregations.bands')}
                  value={bands}
                  options={(Object.keys(AGE_BAND_SETS) as AgeBandSet[]).map((set) => [set, AGE_BAND_SETS[set].join(', ')] as const)}
                  onChange={(v) => setBands(v as AgeBandSet)}
                />
              </Box>
            )}
          </HStack>
          <LiveLoadState live={counted} errorText={t('search.aggregations.failed')} onRetry={() => setAttempt((a) => a + 1)} />
          {counted.status === 'success' && (
            <Stack gap="3">
              {total > 0 && <AggregationChart data={rows} seriesLabel={t('search.aggregations.count')} />}
              <Box overflowX="auto">
                <Table.Root size="sm" data-testid="aggregation-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{dimensionLabel(dimension)}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('search.aggregations.count')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">%</Table.ColumnHeader>
                      {summed && <Table.ColumnHeader textAlign="end">{t('search.aggregations.sum')}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((r) => (
                      <Table.Row key={r.label} data-testid="aggregation-row">
                        <Table.Cell>{r.label}</Table.Cell>
                        <Table.Cell textAlign="end">{r.count}</Table.Cell>
                        <Table.Cell textAlign="end">{total ? `${Math.round((r.count / total) * 100)}%` : '—'}</Table.Cell>
                        {summed && <Table.Cell textAlign="end">{formatCents(r.sum ?? 0, lang)}</Table.Cell>}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
