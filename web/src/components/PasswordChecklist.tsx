import { Box, HStack, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from './icons';

interface Props {
  id: string;
  /** one line per rule, in order: whether it passes and its text */
  lines: { rule: string; ok: boolean; label: string }[];
}

/**
 * The live password rule hints (recover, forced change, activate, change password): each line is shown valid or not
 * valid, with the verdict spoken to screen readers too. The caller points the password input's aria-describedby at `id`.
 */
export function PasswordChecklist({ id, lines }: Props) {
  const { t } = useTranslation();
  return (
    <List.Root id={id} gap="1" variant="plain" aria-live="polite" data-testid="password-checklist">
      {lines.map(({ rule, ok, label }) => (
        <List.Item key={rule} data-rule={rule} data-valid={ok} color={ok ? 'green.fg' : 'fg.muted'} fontSize="sm">
          <HStack gap="2">
            <Box as="span" display="inline-flex">
              {ok ? <CheckIcon /> : <CrossIcon />}
            </Box>
            <span>{label}</span>
            <Box as="span" srOnly>
              {t(ok ? 'auth.rule.valid' : 'auth.rule.invalid')}
            </Box>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
