import { useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, Grid, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { SEARCH_MODES, type SearchMode } from '@tessera/domain/search/fields';
import { queryIssues, type SearchQuery } from '@tessera/domain/search/query';
import { defaultColumns, SEARCH_PAGE_SIZE, type SearchPage as Page } from '@tessera/domain/search/run';
import type { SavedSearch } from '@tessera/domain/search/saved';
import { ExportMenu } from '../../components/ExportMenu';
import { ListPageHeader } from '../../components/ListPageHeader';
import { PagedListPanel } from '../../components/PagedListPanel';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { useSession } from '../../lib/session/session';
import { saveBase64File } from '../../lib/files/saveBase64';
import { downloadSearch } from './api/downloadSearch';
import { performSearch } from './api/performSearch';
import { fetchSavedSearches } from './api/savedSearches';
import type { Group } from './conditions';
import { AggregationPanel } from './AggregationPanel';
import { GroupEditor } from './GroupEditor';
import { ResultsTable } from './ResultsTable';
import { SavedSearches } from './SavedSearches';
import { SaveSearchDialog } from './SaveSearchDialog';
import { SearchExportProgress } from './SearchExportProgress';
import { useSearchVocabulary } from './useSearchVocabulary';

type Issue = { path: string; message: string };
type Results = { status: 'idle' } | { status: 'loading'; last?: Page } | { status: 'error' } | { status: 'success'; page: Page };

// no columns named: the mode's defaults among the fields the caller may see (the preferences may hide some)
const blank = (mode: SearchMode): SearchQuery => ({ mode, where: { all: [] } });

/** Ricerca Avanzata: build a query, run it (the count first, then pages), choose columns, save and re-run. */
export function SearchPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const [query, setQuery] = useState<SearchQuery>(() => blank('members'));
  const [issues, setIssues] = useState<Issue[]>([]);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 0, pageSize: SEARCH_PAGE_SIZE.default });
  const [loaded, setLoaded] = useState<SavedSearch | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedVersion, setSavedVersion] = useState(0);
  const [exportJob, setExportJob] = useState<string | null>(null);
  // the query of the results shown, and which run they came from (the aggregations count that run's matches)
  const [ran, setRan] = useState<{ query: SearchQuery; run: number } | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const saved = useApiQuery(`saved-searches:${savedVersion}`, fetchSavedSearches);
  const vocabulary = useSearchVocabulary(profile.orgId, query.mode);
  const columns = query.columns?.length ? query.columns : defaultColumns(query.mode, vocabulary.fields);
  const sort = { key: query.sort?.field ?? columns[0]!, dir: query.sort?.dir ?? ('asc' as const) };

  /** Runs the query for a page; `recount`: a new run of its matches (not a page, page size or sort of the same ones). */
  async function run(next: SearchQuery, page = 0, pageSize = paging.pageSize, recount = true) {
    const found = queryIssues(next, vocabulary.fields);
    setIssues(found);
    // shown at each condition, and summed up beside the buttons
    if (found.length) return;
    setPaging({ page, pageSize });
    setResults((r) => ({ status: 'loading', last: r.status === 'success' ? r.page : r.status === 'loading' ? r.last : undefined }));
    try {
      setResults({ status: 'success', page: await performSearch(next, page * pageSize, pageSize) });
      if (recount) setRan((r) => ({ query: next, run: (r?.run ?? 0) + 1 }));
      // the form can be long (a phone, many conditions): the results are where the eye and the focus go next
      requestAnimationFrame(() => resultsRef.current?.focus());
    } catch (e) {
      // the server checks the query again: its issues are shown at their conditions
      if (e instanceof ApiFailure && e.issues?.length) setIssues(e.issues.map((i) => ({ ...i, path: i.path.replace(/^body\./, '') })));
      setResults({ status: 'error' });
    }
  }

  const change = (next: SearchQuery) => {
    setQuery(next);
    if (issues.length) setIssues(queryIssues(next, vocabulary.fields));
  };
  const shown = results.status === 'success' ? results.page : results.status === 'loading' ? results.last : undefined;

  /** Every match of the query as a file: at once when small, else a background job whose progress shows below. */
  async function exportAll(format: (typeof EXPORT_FORMATS)[number]) {
    const found = queryIssues(query, vocabulary.fields);
    setIssues(found);
    if (found.length) throw new Error(t('search.fixConditions'));
    const answer = await downloadSearch({ query, format });
    if (answer.kind === 'job') {
      setExportJob(answer.id);
      return { background: true as const };
    }
    if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
    return { count: answer.count, fileName: answer.fileName };
  }

  return (
    <Stack gap="5">
      <ListPageHeader
        title={t('search.title')}
        count={shown ? t('search.results', { count: shown.count }) : null}
        countTestId="search-count"
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 18rem' }} gap="5" alignItems="start">
        <Stack asChild gap="4" bg="app.panel" borderWidth="1px" borderRadius="lg" p="4">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void run(query);
            }}
            data-testid="search-form"
          >
            <Text fontSize="sm" color="fg.muted">
              {t('search.intro')}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <label htmlFor="search-mode">{t('search.mode')}</label>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  id="search-mode"
                  value={query.mode}
                  onChange={(e) => {
                    const mode = e.currentTarget.value as SearchMode;
                    setQuery(blank(mode));
                    setIssues([]);
                    setResults({ status: 'idle' });
                    setLoaded(null);
                  }}
                  data-testid="search-mode"
                >
                  {SEARCH_MODES.map((m) => (
                    <option key={m} value={m}>
                      {t(`search.modes.${m}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
            <GroupEditor
              group={query.where as Group}
              at="query.where"
              depth={0}
              vocabulary={vocabulary}
              issues={issues}
              onChange={(where) => change({ ...query, where: where ?? { all: [] } })}
            />
            <Box as="details" borderTopWidth="1px" pt="3">
              <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium" data-testid="search-columns-toggle">
                {t('search.columns')}
              </Box>
              <Checkbox.Group
                value={columns}
                onValueChange={(chosen) =>
                  change({ ...query, columns: vocabulary.fields.map((f) => f.id).filter((id) => chosen.includes(id)) })
                }
                aria-label={t('search.columnsHint')}
              >
                <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="3">
                  {vocabulary.fields.map((f) => (
                    <Checkbox.Root key={f.id} value={f.id} size="sm">
                      <Checkbox.HiddenInput data-testid={`column-${f.id}`} />
                      <Checkbox.Control />
                      <Checkbox.Label>{vocabulary.label(f.id)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Box>
            {issues.length > 0 && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="search-issues">
                {t('search.fixConditions')}
              </Text>
            )}
            <HStack gap="2" flexWrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                loading={results.status === 'loading'}
                loadingText={t('search.running')}
                data-testid="search-run"
              >
                {t('search.run')}
              </Button>
              <Button variant="outline" onClick={() => setSaving(true)} data-testid="search-save">
                {loaded?.mine ? t('search.saved.update', { name: loaded.name }) : t('search.saved.save')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setQuery(blank(query.mode));
                  setIssues([]);
                  setResults({ status: 'idle' });
                  setLoaded(null);
                }}
              >
                {t('search.reset')}
              </Button>
            </HStack>
          </form>
        </Stack>
        <SavedSearches
          searches={saved}
          onRun={(s) => {
            setQuery(s.query);
            setLoaded(s);
            notify('info', t('search.saved.loaded', { name: s.name }));
            if (s.issues.length) setIssues(s.issues);
            else void run(s.query);
          }}
          onChanged={() => setSavedVersion((v) => v + 1)}
        />
      </Grid>
      {results.status === 'error' && issues.length === 0 && (
        <Alert.Root status="error" data-testid="search-failed">
          <Alert.Indicator />
          <Alert.Title>{t('search.failed')}</Alert.Title>
        </Alert.Root>
      )}
      {results.status === 'idle' && (
        <Text color="fg.muted" data-testid="search-not-run">
          {t('search.notRun')}
        </Text>
      )}
      {shown && (
        <Stack gap="2" ref={resultsRef} tabIndex={-1} outline="none" aria-labelledby="search-results-count">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" id="search-results-count" aria-live="polite" data-testid="search-results-count">
              {t('search.results', { count: shown.count })}
            </Text>
            <ExportMenu testId="search-download" onExport={exportAll} />
          </HStack>
          {exportJob && <SearchExportProgress key={exportJob} orgId={profile.orgId} jobId={exportJob} onClose={() => setExportJob(null)} />}
          <PagedListPanel
            paging={{
              page: paging.page,
              pageSize: paging.pageSize,
              total: shown.count,
              onPage: (page) => void run(query, page, paging.pageSize, false),
              onPageSize: (size) => void run(query, 0, size, false),
            }}
            loading={results.status === 'loading'}
            empty={shown.count === 0 ? { text: t('search.noResults'), testId: 'search-empty' } : null}
          >
            <ResultsTable
              mode={query.mode}
              columns={shown.columns}
              rows={shown.rows}
              sort={sort}
              vocabulary={vocabulary}
              onSort={(field) => {
                const next: SearchQuery = { ...query, sort: { field, dir: sort.key === field && sort.dir === 'asc' ? 'desc' : 'asc' } };
                setQuery(next);
                void run(next, 0, paging.pageSize, false);
              }}
            />
          </PagedListPanel>
          {ran && shown.count > 0 && <AggregationPanel query={ran.query} run={ran.run} vocabulary={vocabulary} />}
        </Stack>
      )}
      {saving && (
        <SaveSearchDialog
          query={query}
          loaded={loaded?.mine ? loaded : null}
          onClose={() => setSaving(false)}
          onSaved={(s) => {
            setSaving(false);
            setLoaded(s);
            setSavedVersion((v) => v + 1);
          }}
          onIssues={setIssues}
        />
      )}
    </Stack>
  );
}
