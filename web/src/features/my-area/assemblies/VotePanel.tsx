import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import type { StatuteRules } from '@tessera/domain/assemblies/rules';
import { CHOICES, type Choice } from '@tessera/domain/assemblies/tally';
import { assemblyErrorText } from './actionError';
import { castBallot } from './assemblyCalls';
import type { MyAssembly, MySide } from './myAssemblies';

const PALETTE: Record<Choice, string> = { YES: 'green', NO: 'red', ABSTAIN: 'gray' };

/**
 * The vote on the item open now, from the phone: three large buttons, changeable until the chair closes the vote. The
 * choice shown is the one sent from this screen (nobody, the voter included, reads ballots back); that the vote is
 * recorded comes from the server's marker, and the weight from the ballot's answer.
 */
export function VotePanel({ assembly, item, side, rules }: { assembly: MyAssembly; item: AgendaItem; side: MySide; rules: StatuteRules }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ choice: Choice; weight: number } | null>(null);
  const [busy, setBusy] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const present = side.attendance?.present === true;
  const recorded = side.votedItems.has(item.id);
  const proxies = side.held?.count ?? 0;

  if (!present)
    return (
      <Text color="fg.muted" data-testid="vote-absent">
        {t('my-area.assemblies.vote.mustBePresent')}
      </Text>
    );
  // without the statute's leave to vote electronically nobody votes from the phone: the hall votes on paper or by hands
  if (!rules.electronicVoting)
    return (
      <Text color="fg.muted" data-testid="vote-not-electronic">
        {t('my-area.assemblies.vote.notElectronic')}
      </Text>
    );

  async function vote(choice: Choice) {
    setBusy(choice);
    setFailure(null);
    try {
      const { weight } = await castBallot(assembly.id, item.id, choice);
      setSent({ choice, weight });
    } catch (e) {
      setFailure(assemblyErrorText(t, 'ballot', e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="3" data-testid="vote-panel" data-item={item.id}>
      <Text>{t('my-area.assemblies.vote.open')}</Text>
      {item.secret && (
        <Text fontSize="sm" color="fg.muted">
          {t('my-area.assemblies.vote.secret')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label={t('my-area.assemblies.vote.choices')}>
        {CHOICES.map((choice) => {
          const chosen = sent?.choice === choice;
          return (
            <Button
              key={choice}
              size="xl"
              minH="14"
              colorPalette={PALETTE[choice]}
              variant={chosen ? 'solid' : 'outline'}
              aria-pressed={chosen}
              loading={busy === choice}
              disabled={busy !== null && busy !== choice}
              onClick={() => void vote(choice)}
              data-testid={`vote-${choice}`}
            >
              {chosen ? '✓ ' : ''}
              {t(`my-area.assemblies.choice.${choice}`)}
            </Button>
          );
        })}
      </SimpleGrid>
      <Text fontSize="sm" data-testid="vote-weight" data-weight={sent?.weight ?? ''}>
        {sent
          ? t('my-area.assemblies.vote.weight', { count: sent.weight })
          : proxies > 0
            ? t('my-area.assemblies.vote.weightUpTo', { count: proxies + 1 })
            : t('my-area.assemblies.vote.weightOwn')}
      </Text>
      {recorded && (
        <Alert.Root status="success" data-testid="vote-recorded">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {sent
                ? t('my-area.assemblies.vote.recordedChoice', { choice: t(`my-area.assemblies.choice.${sent.choice}`) })
                : t('my-area.assemblies.vote.recorded')}
            </Alert.Title>
            <Alert.Description>{t('my-area.assemblies.vote.changeable')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {failure && (
        <Alert.Root status="error" data-testid="vote-error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
