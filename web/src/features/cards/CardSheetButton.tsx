import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { printCardAttachmentContract } from '@tessera/domain/contracts/cards';
import { downloadCardSheet } from '../../lib/api/cardDelivery';
import { useAction } from '../../lib/api/useAction';
import { useCallAllowed } from '../../lib/data/usePreferences';
import type { CardRow } from './cardRows';

/**
 * Card attachments (preference cardAttachments, with PDF cards): the active cards of the visible page on A4 sheets,
 * ten to a page with crop marks, to cut out and enclose with a letter. Only active cards can be printed (the API
 * refuses the others), so the button counts those and says why it is off when there are none.
 */
export function CardSheetButton({ rows }: { rows: readonly CardRow[] }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useAction();
  const allowed = useCallAllowed(printCardAttachmentContract);
  if (!allowed) return null;
  const ids = rows.filter((r) => r.effectiveStatus === 'ACTIVE' && r.memberId).map((r) => r.memberId!);
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'end' }}>
      <Button
        variant="outline"
        size="sm"
        disabled={ids.length === 0}
        loading={busy === 'sheet'}
        aria-describedby={ids.length === 0 ? 'card-sheet-none' : undefined}
        onClick={() => void run('sheet', () => downloadCardSheet(ids, { lang }), 'cards.sheet.ready')}
        data-testid="card-sheet"
      >
        {t('cards.sheet.print', { count: ids.length })}
      </Button>
      {ids.length === 0 && (
        <Text id="card-sheet-none" fontSize="xs" color="fg.muted">
          {t('cards.sheet.none')}
        </Text>
      )}
    </Stack>
  );
}
