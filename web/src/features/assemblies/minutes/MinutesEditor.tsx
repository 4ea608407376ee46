import { Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MINUTES_NAME_MAX, MINUTES_NOTES_MAX, MINUTES_TEXT_MAX, type Minutes } from '@tessera/domain/assemblies/minutes';
import { FieldRoot } from '../../../components/FieldRoot';
import type { MinutesForm } from './minutesForm';
import { ItemOutcome, MinutesFacts } from './MinutesView';

/**
 * The secretary's part of the minutes: chair and secretary, what was said on each item (beside its outcome), free
 * text; above them the facts the server drafted (who attended, the proxies), which the secretary reads, not edits.
 */
export function MinutesEditor({ minutes, value, onChange }: { minutes: Minutes; value: MinutesForm; onChange: (f: MinutesForm) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<MinutesForm>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="4" data-testid="minutes-editor">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FieldRoot required invalid={value.chair.trim() === ''}>
          <Field.Label>{t('assemblies.minutes.chair')}</Field.Label>
          <Input
            value={value.chair}
            maxLength={MINUTES_NAME_MAX}
            onChange={(e) => set({ chair: e.currentTarget.value })}
            data-testid="minutes-chair"
          />
        </FieldRoot>
        <FieldRoot required invalid={value.secretary.trim() === ''}>
          <Field.Label>{t('assemblies.minutes.secretary')}</Field.Label>
          <Input
            value={value.secretary}
            maxLength={MINUTES_NAME_MAX}
            onChange={(e) => set({ secretary: e.currentTarget.value })}
            data-testid="minutes-secretary"
          />
        </FieldRoot>
      </SimpleGrid>
      <MinutesFacts m={minutes} />
      {minutes.items.map((item) => (
        <FieldRoot key={item.id}>
          <Field.Label>
            {item.id}. {item.title}
          </Field.Label>
          <Text fontSize="sm" color="fg.muted">
            <ItemOutcome item={item} />
          </Text>
          <Textarea
            rows={3}
            maxLength={MINUTES_NOTES_MAX}
            placeholder={t('assemblies.minutes.notesPlaceholder')}
            value={value.notes[item.id] ?? ''}
            onChange={(e) => set({ notes: { ...value.notes, [item.id]: e.currentTarget.value } })}
            data-testid="minutes-item-notes"
            data-id={item.id}
          />
        </FieldRoot>
      ))}
      <FieldRoot>
        <Field.Label>{t('assemblies.minutes.text')}</Field.Label>
        <Textarea
          rows={4}
          maxLength={MINUTES_TEXT_MAX}
          value={value.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          data-testid="minutes-text"
        />
        <Field.HelperText>{t('assemblies.minutes.textHelp')}</Field.HelperText>
      </FieldRoot>
    </Stack>
  );
}
