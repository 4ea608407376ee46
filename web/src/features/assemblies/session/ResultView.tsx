import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';

const BY = { HANDS: 'assemblies.chair.byHands', PAPER: 'assemblies.chair.byPaper', BALLOT: 'assemblies.chair.byBallot' } as const;
/** A closed vote's count, large: yes, no, abstained, and whether it passed (with the yes needed). */
export function ResultView({ result }: { result: NonNullable<AgendaItem['result']> }) {
  const { t } = useTranslation();
  const cell = (key: 'yes' | 'no' | 'abstain', value: number) => (
    <Box borderWidth="1px" borderRadius="md" p="3" textAlign="center">
      <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="1" data-testid={`result-${key}`} data-value={value}>
        {value}
      </Text>
      <Text fontSize="md">{t(`assemblies.chair.${key}`)}</Text>
    </Box>
  );
  return (
    <Stack gap="3" data-testid="vote-result" data-passed={String(result.passed)} data-how={result.how}>
      <SimpleGrid columns={3} gap="3">
        {cell('yes', result.yes)}
        {cell('no', result.no)}
        {cell('abstain', result.abstain)}
      </SimpleGrid>
      <Badge
        size="lg"
        fontSize="xl"
        px="4"
        py="2"
        alignSelf="start"
        colorPalette={result.passed ? 'green' : 'red'}
        data-testid="result-outcome"
      >
        {t(result.passed ? 'assemblies.chair.passed' : 'assemblies.chair.rejected')}
      </Badge>
      <Text color="fg.muted">{t(BY[result.how], { needed: result.needed, base: result.base })}</Text>
    </Stack>
  );
}
