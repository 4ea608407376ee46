import { useState } from 'react';
import { Box, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countOverAttendance } from '@tessera/domain/assemblies/tally';
import { FieldRoot } from '../../../components/FieldRoot';
import { notify } from '../../../components/toaster';
import { recordHands } from '../api/assemblies';
import { notifyAssemblyFailure } from '../errors';

const KEYS = ['yes', 'no', 'abstain'] as const;

/**
 * The count the chair took in the hall, typed in: a show of hands, or on a secret item the paper ballots (`paper`);
 * yes, no, abstained, together no more than those present and represented. Recorded, it closes the item's vote.
 */
export function HandsForm({
  assemblyId,
  itemId,
  paper,
  attending,
}: {
  assemblyId: string;
  itemId: string;
  paper: boolean;
  attending: number;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState({ yes: '', no: '', abstain: '' });
  const [busy, setBusy] = useState(false);
  const numbers = Object.fromEntries(KEYS.map((k) => [k, counts[k] === '' ? 0 : Number(counts[k])])) as Record<
    (typeof KEYS)[number],
    number
  >;
  const invalid = KEYS.some((k) => !Number.isInteger(numbers[k]) || numbers[k] < 0);
  const over = !invalid && countOverAttendance(numbers, attending);
  const send = async () => {
    if (invalid || over) return;
    setBusy(true);
    try {
      await recordHands(assemblyId, itemId, numbers);
      notify('success', t('assemblies.chair.handsRecorded'));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-labelledby={`hands-title-${itemId}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="hands-form" data-paper={String(paper)}>
        <Text fontWeight="semibold" id={`hands-title-${itemId}`}>
          {t(paper ? 'assemblies.chair.paperTitle' : 'assemblies.chair.handsTitle')}
        </Text>
        {paper && (
          <Text fontSize="sm" color="fg.muted">
            {t('assemblies.chair.paperHelp')}
          </Text>
        )}
        <SimpleGrid columns={3} gap="3">
          {KEYS.map((k) => (
            <FieldRoot key={k} invalid={invalid && (!Number.isInteger(numbers[k]) || numbers[k] < 0)}>
              <Field.Label fontSize="md">{t(`assemblies.chair.${k}`)}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                size="lg"
                fontSize="2xl"
                value={counts[k]}
                onChange={(e) => {
                  // read now: React clears the event's currentTarget before the state update runs
                  const value = e.currentTarget.value;
                  setCounts((c) => ({ ...c, [k]: value }));
                }}
                data-testid={`hands-${k}`}
              />
            </FieldRoot>
          ))}
        </SimpleGrid>
        {over && (
          <Text color="fg.error" data-testid="hands-over">
            {t('assemblies.chair.countOver', { attending })}
          </Text>
        )}
        <Box>
          <Button type="submit" size="lg" colorPalette="brand" loading={busy} disabled={invalid || over} data-testid="hands-record">
            {t('assemblies.chair.handsRecord')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
