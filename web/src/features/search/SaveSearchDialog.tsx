import { useState } from 'react';
import { Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '@tessera/domain/search/query';
import { savedSearchInput, type SavedSearch } from '@tessera/domain/search/saved';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { notify, notifyFailure } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { saveSearch } from './api/savedSearches';

interface Props {
  query: SearchQuery;
  /** the caller's saved search being edited: saving replaces it */
  loaded: SavedSearch | null;
  onClose: () => void;
  onSaved: (saved: SavedSearch) => void;
  /** the server refused the query: its issues, shown at their conditions */
  onIssues: (issues: { path: string; message: string }[]) => void;
}

/** Names the search (and shares it or not), then saves it; one's own loaded search is replaced. */
export function SaveSearchDialog({ query, loaded, onClose, onSaved, onIssues }: Props) {
  const { t } = useTranslation();
  // mounted while open (SearchPage), so each opening starts from the loaded search
  const [name, setName] = useState(loaded?.name ?? '');
  const [shared, setShared] = useState(loaded?.shared ?? false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const input = savedSearchInput.safeParse({ name, query, shared });
    if (!input.success) {
      setError(input.error.issues.find((i) => i.path[0] === 'name')?.message ?? 'validation.required');
      return;
    }
    setBusy(true);
    try {
      const { id } = await saveSearch(input.data, loaded?.id);
      notify('success', t('search.saved.done'));
      onSaved({ id, name: input.data.name, query, shared, owner: '', mine: true, updatedAt: null, issues: [] });
    } catch (e) {
      if (e instanceof ApiFailure && e.issues?.some((i) => i.path.startsWith('body.query'))) {
        onIssues(e.issues.map((i) => ({ ...i, path: i.path.replace(/^body\./, '') })));
        onClose();
      }
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('search.saved.saveTitle')}
      testId="save-search-dialog"
      action={{ label: t('search.saved.save'), run: () => void save(), busy, testId: 'save-search-confirm' }}
    >
      <Stack gap="4">
        <FieldRoot invalid={!!error} required>
          <Field.Label>{t('search.saved.name')}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} data-testid="save-search-name" autoFocus />
          <Field.ErrorText>{error && t(error)}</Field.ErrorText>
        </FieldRoot>
        <Checkbox.Root checked={shared} onCheckedChange={(e) => setShared(!!e.checked)}>
          <Checkbox.HiddenInput data-testid="save-search-shared" />
          <Checkbox.Control />
          <Checkbox.Label>{t('search.saved.share')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ActionDialog>
  );
}
