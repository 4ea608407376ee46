import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { passwordHints, type PasswordHints } from '@tessera/domain/forms/passwords';
import { passwordRuleText } from '../../components/PasswordChecklist';

const RULES: (keyof PasswordHints)[] = ['length', 'lower', 'upper', 'digit'];
const LEVEL_COLOR = ['red.500', 'red.500', 'orange.400', 'yellow.500', 'green.500'] as const;

/** The password's strength meter: one bar per rule of the signup password, and which rules still miss. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const hints = passwordHints(password);
  const met = RULES.filter((r) => hints[r]).length;
  return (
    <Stack gap="1" data-testid="password-strength" data-level={met}>
      <HStack gap="1" role="meter" aria-valuemin={0} aria-valuemax={RULES.length} aria-valuenow={met} aria-label={t('signup.strength')}>
        {RULES.map((r, i) => (
          <Box key={r} flex="1" h="6px" borderRadius="sm" bg={i < met ? LEVEL_COLOR[met] : 'gray.200'} />
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t(`signup.strengthLevel.${met}`)}
      </Text>
      <List.Root fontSize="xs" gap="0" listStyle="none">
        {RULES.map((r) => (
          <List.Item key={r} color={hints[r] ? 'fg.success' : 'fg.muted'} data-testid={`password-rule-${r}`} data-ok={hints[r]}>
            {hints[r] ? '✓' : '•'} {passwordRuleText(t, r)}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
