import { Box, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListValueNames } from '../../../lib/data/useListValues';
import { useSession } from '../../../lib/session/session';
import type { DraftSectionProps } from './draftProps';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';

const LISTS = ['groups', 'sections', 'categories'] as const;

/**
 * Members by groups, sections and categories: any of the chosen values of a list, and every list with something chosen
 * (a list with nothing chosen does not narrow). Something must be chosen somewhere: every member is a choice of its own.
 */
export function ListsSourceField({ control, disabled, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const names = useListValueNames(profile.orgId);
  if (!names) return <LoadingSkeleton height="24" />;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('mailshots.recipients.listsHelp')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {LISTS.map((list) => {
          const values = [...names[list].entries()].sort((a, b) => a[1].localeCompare(b[1]));
          return (
            <Fieldset.Root key={list} disabled={disabled}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t(`mailshots.recipients.lists.${list}`)}
              </Fieldset.Legend>
              {values.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('mailshots.recipients.lists.none')}
                </Text>
              ) : (
                <Controller
                  control={control}
                  name={list}
                  render={({ field: f }) => (
                    <Checkbox.Group value={f.value} onValueChange={f.onChange} aria-label={t(`mailshots.recipients.lists.${list}`)}>
                      {/* a long list scrolls in its box; Tab moves through the boxes, and the box follows the focus */}
                      <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" data-testid={`mailshot-${list}`}>
                        <Stack gap="1.5">
                          {values.map(([id, name]) => (
                            <Checkbox.Root key={id} value={id} size="sm">
                              <Checkbox.HiddenInput data-testid={`mailshot-${list}-${id}`} />
                              <Checkbox.Control />
                              <Checkbox.Label>{name}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Stack>
                      </Box>
                    </Checkbox.Group>
                  )}
                />
              )}
            </Fieldset.Root>
          );
        })}
      </SimpleGrid>
      {errors.groups?.message && (
        <Text color="fg.error" fontSize="sm" data-testid="mailshot-lists-error">
          {t(errors.groups.message)}
        </Text>
      )}
    </Stack>
  );
}
