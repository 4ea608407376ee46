import { Box, HStack, List } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tessera/domain/constants';
import { CheckIcon, CrossIcon } from './icons';

/** A password rule's line, the same words on every screen that sets a password; the lengths come from the domain. */
export const passwordRuleText = (t: TFunction, rule: string) => t(`auth.rule.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX });

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
