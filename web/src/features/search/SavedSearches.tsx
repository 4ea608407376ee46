import { useState } from 'react';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '@tessera/domain/search/saved';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InviteMembersButton } from '../../components/invitations/InviteMembersButton';
import { LiveStatus } from '../../components/LiveStatus';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import type { Live } from '../../lib/data/live';
import { escapeHtml } from '@tessera/domain/html';
import { deleteSearch } from './api/savedSearches';

interface Props {
  searches: Live<SavedSearch[]>;
  onRun: (search: SavedSearch) => void;
  /** a saved search was deleted: read the list again */
  onChanged: () => void;
}

/**
 * The saved searches the admin sees: run in one click; their own deleted after a confirmation; a members search's
 * members invited into the personal area (for the roles that mail members).
 */
export function SavedSearches({ searches, onRun, onChanged }: Props) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const { run } = useBusyAction();
  return (
    <Box as="section" aria-labelledby="saved-searches-title" bg="app.panel" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="saved-searches-title" mb="3">
        {t('search.saved.title')}
      </Heading>
      <LiveStatus live={searches} shape="list" errorText={t('search.saved.loadError')} />
      {searches.status === 'success' &&
        (searches.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="saved-empty">
            {t('search.saved.empty')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="saved-searches">
            {searches.data.map((s) => (
              <Stack as="li" key={s.id} gap="1" data-testid="saved-search">
                <HStack gap="2" flexWrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => onRun(s)}
                    aria-label={t('search.saved.run', { name: s.name })}
                  >
                    {s.name}
                  </Button>
                  {s.shared && <Badge>{t('search.saved.shared')}</Badge>}
                  {!s.mine && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('search.saved.by', { owner: s.owner })}
                    </Text>
                  )}
                  {s.query.mode === 'members' && (
                    <InviteMembersButton
                      size="xs"
                      variant="ghost"
                      ml="auto"
                      target={{ searchId: s.id }}
                      label={t('search.saved.invite')}
                      aria-label={t('search.saved.inviteLabel', { name: s.name })}
                      testId="saved-search-invite"
                    />
                  )}
                  {s.mine && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      ml={s.query.mode === 'members' ? undefined : 'auto'}
                      onClick={() => setDeleting(s)}
                      aria-label={t('search.saved.delete', { name: s.name })}
                    >
                      {t('search.saved.deleteShort')}
                    </Button>
                  )}
                </HStack>
                {s.issues.length > 0 && (
                  <Text fontSize="xs" color="fg.error" data-testid="saved-search-broken">
                    {t('search.saved.broken')}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        ask
        confirmLabel={t('search.saved.deleteShort')}
        title={t('search.saved.deleteTitle')}
        messageHtml={t('search.saved.deleteMessage', { name: escapeHtml(deleting?.name ?? ''), interpolation: { escapeValue: false } })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setDeleting(null);
          void run(async () => {
            await deleteSearch(target.id);
            notify('success', t('search.saved.deleted'));
            onChanged();
          });
        }}
      />
    </Box>
  );
}
