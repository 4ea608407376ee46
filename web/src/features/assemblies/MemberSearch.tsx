import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../components/FieldRoot';
import type { RollLine } from './api/useRoll';

const SHOWN = 8;
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A member picked by name among the roll's entitled members (only they may check in, give or hold a proxy): typed, a few
 * matches offered, one chosen with a click; once chosen, the name and a way to change it.
 */
export function MemberSearch({
  label,
  members,
  chosen,
  onChoose,
  testId,
}: {
  label: string;
  members: readonly RollLine[];
  chosen: RollLine | null;
  onChoose: (m: RollLine | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const matches = words.length ? members.filter((m) => words.every((w) => fold(m.name).includes(w))).slice(0, SHOWN) : [];

  if (chosen)
    return (
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          {label}
        </Text>
        <HStack
          justify="space-between"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          gap="3"
          data-testid={`${testId}-chosen`}
          data-id={chosen.memberId}
        >
          <Text fontWeight="semibold">{chosen.name}</Text>
          <Button size="xs" variant="outline" onClick={() => onChoose(null)}>
            {t('assemblies.search.change')}
          </Button>
        </HStack>
      </Box>
    );
  return (
    <FieldRoot>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={typed}
        placeholder={t('assemblies.search.placeholder')}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-testid={testId}
      />
      {words.length > 0 && (
        <Stack
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          mt="1"
          gap="0"
          w="full"
          aria-live="polite"
          aria-label={t('assemblies.search.results')}
        >
          {matches.length === 0 && (
            <Text as="li" color="fg.muted" fontSize="sm" data-testid={`${testId}-none`}>
              {t('assemblies.search.none')}
            </Text>
          )}
          {matches.map((m) => (
            <Box as="li" key={m.memberId}>
              <Button
                variant="ghost"
                w="full"
                justifyContent="start"
                onClick={() => {
                  setTyped('');
                  onChoose(m);
                }}
                data-testid={`${testId}-choice`}
                data-id={m.memberId}
              >
                {m.name}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </FieldRoot>
  );
}
