import { useState } from 'react';
import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { survivorContract } from '@tessera/domain/contracts/members';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { useCallAllowed, usePreferences } from '../../lib/data/usePreferences';
import { setSurvivor } from './api/setSurvivor';
import type { MemberDoc } from './api/useMember';
import { Panel } from './MemberView';

/**
 * The surviving-member card (preference survivingMemberCard): a member who keeps the membership of a deceased member,
 * whose name their cards then print. Writers link the deceased member by card number or undo it; readers see the
 * link. Nothing while the preference is off, nor on a deceased member's own page.
 */
export function MemberSurvivorPanel({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const canWrite = useCallAllowed(survivorContract);
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const saving = useBusyAction();
  if (!prefs?.survivingMemberCard || member.deceased) return null;
  const linked = member.survivorOf;
  if (!linked && !canWrite) return null;

  const link = () =>
    void saving.run(
      async () => {
        setError(null);
        const answer = await setSurvivor(member.id, card.trim());
        notify('success', t('members.survivor.linked', { name: answer.survivorOf?.name ?? '' }));
        setCard('');
      },
      (e) => {
        // the field's own refusal (not found, not deceased) goes under it; anything else is a toast
        const issue = e instanceof ApiFailure ? e.issues?.find((i) => i.path === 'body.deceasedCard') : undefined;
        if (issue) setError(t(`members.survivor.errors.${issue.message.replace('validation.', '')}`, { defaultValue: t(issue.message) }));
        else notify('error', errorText(t, e));
      },
    );

  return (
    <Panel title={t('members.survivor.title')} testId="member-survivor">
      {linked ? (
        <Stack gap="3">
          <Text data-testid="member-survivor-of">
            {t('members.survivor.of')}{' '}
            <Link asChild variant="underline" colorPalette="brand">
              <RouterLink to={`/subscribers/${encodeURIComponent(linked.memberId)}`}>{linked.name}</RouterLink>
            </Link>{' '}
            <Text as="span" color="fg.muted">
              ({t('members.survivor.card', { number: linked.cardNumber })})
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('members.survivor.printed')}
          </Text>
          {canWrite && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              alignSelf="start"
              onClick={() => setUndoing(true)}
              data-testid="member-survivor-undo"
            >
              {t('members.survivor.undo')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack
          as="form"
          gap="3"
          onSubmit={(e) => {
            e.preventDefault();
            link();
          }}
        >
          <Text fontSize="sm" color="fg.muted">
            {t('members.survivor.explain')}
          </Text>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('members.survivor.deceasedCard')}</Field.Label>
            <HStack gap="2" w="full" align="start">
              <Input
                inputMode="numeric"
                value={card}
                onChange={(e) => {
                  setCard(e.currentTarget.value);
                  setError(null);
                }}
                bg="app.panel"
                data-testid="member-survivor-card"
              />
              <Button
                type="submit"
                size="md"
                colorPalette="brand"
                loading={saving.busy}
                disabled={!card.trim()}
                data-testid="member-survivor-link"
              >
                {t('members.survivor.link')}
              </Button>
            </HStack>
            {error && <Field.ErrorText data-testid="member-survivor-error">{error}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      )}
      <ActionDialog
        open={undoing}
        onClose={() => setUndoing(false)}
        title={t('members.survivor.undoTitle')}
        testId="member-survivor-undo-dialog"
        action={{
          label: t('members.survivor.undo'),
          danger: true,
          busy: saving.busy,
          testId: 'member-survivor-undo-confirm',
          run: () =>
            void saving.run(async () => {
              await setSurvivor(member.id, null);
              setUndoing(false);
              notify('success', t('members.survivor.undone'));
            }),
        }}
      >
        <Text>{t('members.survivor.undoText', { name: linked?.name ?? '' })}</Text>
      </ActionDialog>
    </Panel>
  );
}
