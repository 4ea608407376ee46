import { useState, type FormEvent } from 'react';
import { Badge, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DOOR_SEARCH_MIN, type DoorMatch } from '@tessera/domain/scanner/typedCode';
import { FieldRoot } from '../../components/FieldRoot';
import { searchAtDoor } from './api/searchAtDoor';

/**
 * Someone at the door without their QR: their name finds their card or today's ticket, and picking one checks it as a
 * typed code (the server decides and redeems it as for a scan).
 */
export function DoorSearch({
  onPick,
  search = searchAtDoor,
}: {
  onPick: (code: string) => void;
  /** where the names are looked up: the server, or a door device's own list (offline) */
  search?: (q: string) => Promise<DoorMatch[]>;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [matches, setMatches] = useState<DoorMatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const ready = q.trim().length >= DOOR_SEARCH_MIN;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setFailed(false);
    try {
      setMatches(await search(q.trim()));
    } catch {
      setFailed(true);
    }
  }

  function pick(m: DoorMatch) {
    onPick(m.code);
    setMatches(null);
    setQ('');
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('scanner.searchTitle')}>
      <Stack gap="2">
        <FieldRoot>
          <Field.Label>{t('scanner.searchLabel')}</Field.Label>
          <HStack w="full">
            <Input value={q} autoComplete="off" onChange={(e) => setQ(e.target.value)} data-testid="scanner-search" />
            <Button type="submit" variant="outline" disabled={!ready} data-testid="scanner-search-go">
              {t('scanner.search')}
            </Button>
          </HStack>
          <Field.HelperText>{t('scanner.searchHelp', { count: DOOR_SEARCH_MIN })}</Field.HelperText>
        </FieldRoot>
        {failed && (
          <Text color="fg.error" role="alert">
            {t('scanner.failed')}
          </Text>
        )}
        {matches?.length === 0 && <Text color="fg.muted">{t('scanner.searchNone')}</Text>}
        {!!matches?.length && (
          <List.Root variant="plain" gap="1" data-testid="scanner-search-results">
            {matches.map((m) => (
              <List.Item key={`${m.kind}-${m.code}`}>
                <Button variant="ghost" size="sm" onClick={() => pick(m)} justifyContent="start" w="full" h="auto" py="1">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">{m.holder}</Text>
                    <Text color="fg.muted" fontFamily="mono">
                      {m.code}
                    </Text>
                    <Text color="fg.muted">{m.title || t('scanner.kinds.card')}</Text>
                    <Badge colorPalette={m.status === 'ACTIVE' || m.status === 'OPEN' ? 'green' : 'gray'}>
                      {t(`scanner.matchStatus.${m.status}`)}
                    </Badge>
                  </HStack>
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </form>
  );
}
