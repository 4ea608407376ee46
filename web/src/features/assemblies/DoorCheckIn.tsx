import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '../../lib/api/errorText';
import { doorCheckIn } from './api/assemblies';
import { DoorCamera } from './DoorCamera';

type Outcome = { kind: 'present' | 'already'; name: string } | { kind: 'refused'; text: string };

/** The refusals the door says in its own words: a code naming nobody here, a member the roll leaves out. */
const REFUSALS: Record<string, string> = {
  NOT_FOUND: 'assemblies.door.unknown',
  NOT_ENTITLED: 'assemblies.door.notEntitled',
};

const TONE = { present: 'green', already: 'blue', refused: 'red' } as const;

/**
 * The door ("Varco"): a member's card or their convocation's QR, read by a camera, by a USB or Bluetooth reader (which
 * types the code and Enter into the focused field) or typed as a card number. Each answer fills the box big and clear,
 * and the field is emptied and focused again for the next member.
 */
export function DoorCheckIn({ assemblyId }: { assemblyId: string }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async (read: string) => {
    const value = read.trim();
    if (!value) return;
    setBusy(true);
    try {
      const answer = await doorCheckIn(assemblyId, value);
      setOutcome({ kind: answer.already ? 'already' : 'present', name: answer.name });
    } catch (e) {
      const key = REFUSALS[errorCode(e) ?? ''];
      setOutcome({ kind: 'refused', text: key ? t(key) : errorText(t, e) });
    } finally {
      setBusy(false);
      setCode('');
      field.current?.focus();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="door-check-in">
      <Text fontWeight="semibold">{t('assemblies.door.title')}</Text>
      <form onSubmit={submit}>
        <HStack gap="2" align="end">
          <Input
            ref={field}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-label={t('assemblies.door.label')}
            placeholder={t('assemblies.door.placeholder')}
            autoComplete="off"
            data-testid="door-code"
          />
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="door-submit">
            {t('assemblies.door.submit')}
          </Button>
        </HStack>
      </form>
      <Text fontSize="sm" color="fg.muted">
        {t('assemblies.door.hint')}
      </Text>
      <DoorCamera onCode={(read) => void check(read)} />
      {outcome && (
        <Box
          role="status"
          aria-live="polite"
          borderRadius="md"
          p="4"
          bg={`${TONE[outcome.kind]}.subtle`}
          color={`${TONE[outcome.kind]}.fg`}
          data-testid="door-outcome"
          data-outcome={outcome.kind}
        >
          {outcome.kind === 'refused' ? (
            <Text fontSize="2xl" fontWeight="bold">
              {outcome.text}
            </Text>
          ) : (
            <>
              <Text fontSize="3xl" fontWeight="bold" data-testid="door-name">
                {outcome.name}
              </Text>
              <Text fontSize="2xl">{t(outcome.kind === 'present' ? 'assemblies.door.present' : 'assemblies.door.already')}</Text>
            </>
          )}
        </Box>
      )}
    </Stack>
  );
}
