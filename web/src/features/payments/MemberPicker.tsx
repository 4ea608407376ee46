import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_PAUSE_MS } from '@tessera/domain/lists/specs';
import { FieldRoot } from '../../components/FieldRoot';
import { useDebounced } from '../../lib/useDebounced';
import { useSession } from '../../lib/session/session';
import { useMemberChoices, type MemberChoice } from './api/useMemberChoices';

interface Props {
  chosen: MemberChoice | null;
  onChoose: (member: MemberChoice | null) => void;
  error?: string;
}

/**
 * Who pays: a search by surname, name, tax code or card number (the members list's query, within the admin's groups)
 * offering a few members to pick with a click or the keyboard; once chosen, the member and a way to change it.
 */
export function MemberPicker({ chosen, onChoose, error }: Props) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const [typed, setTyped] = useState('');
  const searched = useDebounced(typed, LIST_SEARCH_PAUSE_MS).trim();
  const choices = useMemberChoices(profile, searched);

  if (chosen)
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" flexWrap="wrap" data-testid="payment-member">
        <Box>
          <Text fontWeight="semibold">{chosen.holder}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[chosen.ssn, chosen.cardNumber && t('payments.cardNumber', { number: chosen.cardNumber })].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <Button size="sm" variant="outline" onClick={() => onChoose(null)} data-testid="payment-member-change">
          {t('payments.changeMember')}
        </Button>
      </HStack>
    );

  return (
    <FieldRoot invalid={!!error} required>
      <Field.Label>{t('payments.member')}</Field.Label>
      <Input
        type="search"
        value={typed}
        placeholder={t('payments.memberSearch')}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-testid="payment-member-search"
      />
      {!error && <Field.HelperText>{t('payments.memberHelp')}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
      {searched && choices.status === 'success' && (
        <Stack as="ul" listStyleType="none" m="0" p="0" mt="2" gap="1" w="full" aria-label={t('payments.memberResults')} aria-live="polite">
          {choices.rows.length === 0 && (
            <Text as="li" color="fg.muted" fontSize="sm" data-testid="payment-member-none">
              {t('payments.memberNone')}
            </Text>
          )}
          {choices.rows.map((m) => (
            <Box as="li" key={m.id}>
              <Button
                variant="ghost"
                w="full"
                justifyContent="start"
                h="auto"
                py="2"
                onClick={() => onChoose(m)}
                data-testid="payment-member-choice"
                data-id={m.id}
              >
                <Stack gap="0" align="start" textAlign="start">
                  <Text fontWeight="medium">{m.holder}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {[m.ssn, m.cardNumber && t('payments.cardNumber', { number: m.cardNumber })].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </FieldRoot>
  );
}
