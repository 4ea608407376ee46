import { Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchMode } from '@tessera/domain/search/fields';
import type { SearchCell } from '@tessera/domain/search/run';
import { formatCents } from '@tessera/domain/locale/money';
import { ScrollTable } from '../../components/ScrollTable';
import { SortHeader } from '../../components/SortHeader';
import { useDateFormatter } from '../../lib/data/usePreferences';
import type { SearchVocabulary } from './useSearchVocabulary';

interface Props {
  mode: SearchMode;
  columns: string[];
  rows: { id: string; values: Record<string, SearchCell> }[];
  sort: { key: string; dir: 'asc' | 'desc' };
  onSort: (column: string) => void;
  vocabulary: SearchVocabulary;
}

const DETAIL: Record<SearchMode, string> = { members: '/subscribers', cards: '/cards', payments: '/payments' };

/** One page of results: the chosen columns, sortable, the first cell a link to the record. */
export function ResultsTable({ mode, columns, rows, sort, onSort, vocabulary }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const formatDate = useDateFormatter();
  const show = (column: string, value: SearchCell): string => {
    if (value === null) return t('common.none');
    if (Array.isArray(value)) return value.join(', ') || t('common.none');
    if (typeof value === 'boolean') return value ? t('search.yes') : t('common.none');
    const field = vocabulary.field(column);
    const type = field?.type;
    if (field?.cents && typeof value === 'number') return formatCents(value, lang);
    if (type === 'date') return formatDate(String(value));
    if (type === 'select') return vocabulary.valueLabel(column, String(value));
    return String(value);
  };
  return (
    <ScrollTable label={t('search.resultsLabel')}>
      <Table.Root size="sm" striped data-testid="search-results">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <SortHeader key={c} column={c} label={vocabulary.label(c)} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="search-row">
              {columns.map((c, i) => (
                <Table.Cell key={c} whiteSpace="nowrap">
                  {i === 0 ? (
                    <Link asChild variant="underline" colorPalette="brand">
                      <RouterLink
                        to={`${DETAIL[mode]}/${encodeURIComponent(row.id)}`}
                        aria-label={t('search.open', { name: show(c, row.values[c] ?? null) })}
                      >
                        {show(c, row.values[c] ?? null)}
                      </RouterLink>
                    </Link>
                  ) : (
                    show(c, row.values[c] ?? null)
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
