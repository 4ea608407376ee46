import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { documentsOf } from '@tessera/domain/assemblies/documents';
import { MyDocuments } from './MyDocuments';
import type { MyAssembly } from './myAssemblies';

const COUNTS = {
  HANDS: 'my-area.assemblies.result.countsHands',
  PAPER: 'my-area.assemblies.result.countsPaper',
  BALLOT: 'my-area.assemblies.result.counts',
} as const;
/** The outcome of a vote, as the chair's count stored it on the item. */
function ItemResult({ item }: { item: AgendaItem }) {
  const { t } = useTranslation();
  const r = item.result!;
  return (
    <Stack gap="1" data-testid={`item-result-${item.id}`} data-passed={r.passed}>
      <Badge alignSelf="start" size="lg" colorPalette={r.passed ? 'green' : 'red'}>
        {t(r.passed ? 'my-area.assemblies.result.passed' : 'my-area.assemblies.result.rejected')}
      </Badge>
      <Text fontSize="sm">
        {t(COUNTS[r.how], {
          yes: r.yes,
          no: r.no,
          abstain: r.abstain,
        })}
      </Text>
    </Stack>
  );
}

/**
 * The agenda: each item with its description, its documents to download, how it is decided, whether its vote is open
 * (the ballot is up top), its result.
 */
export function AgendaList({ assembly }: { assembly: MyAssembly }) {
  const { t } = useTranslation();
  const documents = documentsOf(assembly);
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('my-area.assemblies.agenda')}>
      {assembly.agenda.map((item, i) => (
        <Box
          as="li"
          key={item.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          borderColor={item.status === 'OPEN' ? 'brand.solid' : 'border'}
          data-testid={`agenda-item-${item.id}`}
          data-status={item.status}
        >
          <Stack gap="2">
            <Text fontWeight="semibold">
              {i + 1}. {item.title}
            </Text>
            {item.description && (
              <Text fontSize="sm" whiteSpace="pre-line">
                {item.description}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">
                {item.vote ? t(`my-area.assemblies.majority.${item.majority}`) : t('my-area.assemblies.forInformation')}
              </Badge>
              {item.secret && <Badge variant="outline">{t('my-area.assemblies.secretBallot')}</Badge>}
              {item.status === 'OPEN' && <Badge colorPalette="brand">{t('my-area.assemblies.voteOpen')}</Badge>}
            </HStack>
            <MyDocuments assemblyId={assembly.id} documents={documents.filter((d) => d.itemId === item.id)} />
            {item.result && <ItemResult item={item} />}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
