import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { relative } from '@tessera/domain/entities/member';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { addRelative } from './api/addRelative';
import { deleteRelative } from './api/deleteRelative';
import type { MemberDoc } from './api/useMember';
import { useAction } from '../../lib/api/useAction';
import { Panel } from './MemberView';
import { escapeHtml } from '@tessera/domain/html';

export const RELATIONSHIPS = ['SPOUSE', 'PARTNER', 'CHILD', 'PARENT', 'SIBLING', 'OTHER'] as const;

/** The member's relatives: list, add (relationship, optional member id, main flag), delete with confirmation. */
export function MemberRelatives({ member, canWrite }: { member: MemberDoc; canWrite: boolean }) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const relatives = member.relatives ?? [];
  const [toDelete, setToDelete] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ name: '', surname: '', relationship: 'SPOUSE', memberId: '', main: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rel = (r: string) => ((RELATIONSHIPS as readonly string[]).includes(r) ? t(`members.detail.relationships.${r}`) : r);

  async function add() {
    const parsed = relative.safeParse({
      name: draft.name,
      surname: draft.surname,
      relationship: draft.relationship,
      ...(draft.memberId.trim() ? { memberId: draft.memberId.trim() } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), 'validation.required'])));
      return;
    }
    setErrors({});
    const ok = await run('add', () => addRelative(member.id, parsed.data, draft.main), 'members.detail.relativeAdded');
    if (ok) {
      setDraft({ name: '', surname: '', relationship: 'SPOUSE', memberId: '', main: false });
      setAdding(false);
    }
  }

  const target = toDelete !== null ? relatives[toDelete] : undefined;
  return (
    <Panel title={t('members.detail.relatives')} testId="member-relatives">
      <Stack gap="3">
        {relatives.length === 0 && <Text color="fg.muted">{t('members.detail.noRelatives')}</Text>}
        {relatives.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {relatives.map((r, i) => (
              <HStack
                as="li"
                key={`${r.surname}-${r.name}-${i}`}
                justify="space-between"
                gap="3"
                borderBottomWidth="1px"
                pb="2"
                data-testid="relative-row"
              >
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {r.surname} {r.name}{' '}
                    {!!member.mainRelative && (r.id === member.mainRelative || r.memberId === member.mainRelative) && (
                      <Badge colorPalette="brand" ms="1">
                        {t('members.detail.main')}
                      </Badge>
                    )}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {rel(r.relationship)}
                  </Text>
                </Box>
                {canWrite && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToDelete(i)} data-testid="relative-delete">
                    {t('members.detail.deleteRelative')}
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        {canWrite && !adding && (
          <Button alignSelf="start" size="sm" variant="outline" onClick={() => setAdding(true)} data-testid="relative-add-open">
            + {t('members.detail.addRelative')}
          </Button>
        )}
        {canWrite && adding && (
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" minW="0">
            <Box as="legend" px="1" fontWeight="medium">
              {t('members.detail.addRelative')}
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root invalid={!!errors.name} required>
                <Field.Label>{t('members.form.name')}</Field.Label>
                <Input
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                  data-testid="relative-name"
                />
                <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.surname} required>
                <Field.Label>{t('members.form.surname')}</Field.Label>
                <Input
                  value={draft.surname}
                  onChange={(e) => setDraft({ ...draft, surname: e.currentTarget.value })}
                  data-testid="relative-surname"
                />
                <Field.ErrorText>{errors.surname && t(errors.surname)}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('members.detail.relationship')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={draft.relationship}
                    onChange={(e) => setDraft({ ...draft, relationship: e.currentTarget.value })}
                    data-testid="relative-relationship"
                  >
                    {RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {t(`members.detail.relationships.${r}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={!!errors.memberId}>
                <Field.Label>{t('members.detail.relativeMemberId')}</Field.Label>
                <Input value={draft.memberId} onChange={(e) => setDraft({ ...draft, memberId: e.currentTarget.value })} />
              </Field.Root>
              <Checkbox.Root checked={draft.main} onCheckedChange={(e) => setDraft({ ...draft, main: !!e.checked })}>
                <Checkbox.HiddenInput data-testid="relative-main" />
                <Checkbox.Control />
                <Checkbox.Label>{t('members.detail.setMain')}</Checkbox.Label>
              </Checkbox.Root>
            </SimpleGrid>
            <HStack justify="flex-end" gap="2" mt="3">
              <Button size="sm" variant="outline" onClick={() => setAdding(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy === 'add'} onClick={() => void add()} data-testid="relative-add">
                {t('members.detail.add')}
              </Button>
            </HStack>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        ask
        icon="sad"
        title={t('members.detail.deleteRelativeTitle')}
        messageHtml={t('members.detail.deleteRelativeMessage', {
          name: escapeHtml(target ? `${target.surname} ${target.name}` : ''),
        })}
        confirmLabel={t('members.detail.deleteRelative')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const index = toDelete!;
          setToDelete(null);
          void run('delete', () => deleteRelative(member.id, index), 'members.detail.relativeDeleted');
        }}
      />
    </Panel>
  );
}
