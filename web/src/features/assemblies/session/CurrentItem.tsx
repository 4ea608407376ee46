import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { notify } from '../../../components/toaster';
import { closeVote, openVote } from '../api/assemblies';
import { notifyAssemblyFailure } from '../errors';
import { HandsForm } from './HandsForm';
import { ResultView } from './ResultView';
import { Turnout } from './Turnout';

/**
 * The item before the assembly, large: its title and description, how it is voted, and what the chair does next —
 * open its vote, record a show of hands (not for a secret vote), the paper ballots' count (a secret vote where the
 * statute does not allow voting from the phone) or, where it does, close the vote and count the phones' ballots with
 * the live turnout beside it — then the result.
 */
export function CurrentItem({
  orgId,
  assemblyId,
  item,
  count,
  canAct,
  anotherOpen,
  electronicVoting,
  attending,
  onNext,
}: {
  orgId: string;
  assemblyId: string;
  item: AgendaItem;
  count: number;
  /** the assembly is open and the viewer manages it */
  canAct: boolean;
  /** another item's vote is open: this one waits */
  anotherOpen: boolean;
  /** the statute allows voting from the phone; without it a secret vote is counted on paper */
  electronicVoting: boolean;
  /** those present and represented: no count the chair types may exceed them */
  attending: number;
  /** takes up the next item still to vote on */
  onNext?: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', t(done));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      as="section"
      aria-labelledby="current-item-title"
      borderWidth="2px"
      borderColor={item.status === 'OPEN' ? 'green.500' : 'brand.solid'}
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="app.panel"
      data-testid="current-item"
      data-id={item.id}
      data-status={item.status}
    >
      <Stack gap="4">
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('assemblies.chair.itemOf', { n: item.id, count })}
          </Text>
          {item.vote ? (
            <>
              <Badge colorPalette={item.secret ? 'purple' : 'gray'}>
                {t(item.secret ? 'assemblies.secretVote' : 'assemblies.openVote')}
              </Badge>
              <Badge>{t(`assemblies.majority.${item.majority}`)}</Badge>
            </>
          ) : (
            <Badge>{t('assemblies.noVote')}</Badge>
          )}
          {item.status === 'OPEN' && (
            <Badge colorPalette="green" data-testid="vote-open-badge">
              {t('assemblies.chair.voteOpen')}
            </Badge>
          )}
        </HStack>
        <Heading as="h2" id="current-item-title" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          {item.title}
        </Heading>
        {item.description && (
          <Text fontSize="lg" whiteSpace="pre-wrap">
            {item.description}
          </Text>
        )}
        {item.result && <ResultView result={item.result} />}
        {onNext && (
          <Box>
            <Button size="lg" variant="outline" onClick={onNext} data-testid="next-item">
              {t('assemblies.chair.next')}
            </Button>
          </Box>
        )}
        {canAct && item.vote && item.status === 'PENDING' && (
          <Box>
            <Button
              size="lg"
              colorPalette="brand"
              loading={busy}
              disabled={anotherOpen}
              onClick={() => void act(() => openVote(assemblyId, item.id), 'assemblies.chair.voteOpened')}
              data-testid="vote-open"
            >
              {t('assemblies.chair.openVote')}
            </Button>
            {anotherOpen && (
              <Text mt="2" color="fg.muted">
                {t('assemblies.chair.anotherOpen')}
              </Text>
            )}
          </Box>
        )}
        {item.vote && item.status === 'OPEN' && electronicVoting && <Turnout orgId={orgId} assemblyId={assemblyId} itemId={item.id} />}
        {canAct && item.status === 'OPEN' && (
          <Stack gap="4">
            {(!item.secret || !electronicVoting) && (
              <HandsForm assemblyId={assemblyId} itemId={item.id} paper={item.secret} attending={attending} />
            )}
            {/* without voting from the phone there are no phones' ballots to count: the count typed above closes it */}
            {electronicVoting && (
              <Box>
                <Button
                  size="lg"
                  variant={item.secret ? 'solid' : 'outline'}
                  colorPalette="brand"
                  loading={busy}
                  onClick={() => void act(() => closeVote(assemblyId, item.id), 'assemblies.chair.voteClosed')}
                  data-testid="vote-close"
                >
                  {t('assemblies.chair.closeVote')}
                </Button>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {t('assemblies.chair.closeVoteHelp')}
                </Text>
              </Box>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
