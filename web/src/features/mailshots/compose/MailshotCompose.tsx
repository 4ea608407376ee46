import { useEffect, useState } from 'react';
import { Box, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MailshotInput } from '@tessera/domain/mailshots/mailshot';
import { ActionDialog } from '../../../components/ActionDialog';
import { FieldRoot } from '../../../components/FieldRoot';
import { LeaveConfirmDialog } from '../../../components/LeaveConfirmDialog';
import { SubmitForm } from '../../../components/SubmitForm';
import { notify, notifyFailure } from '../../../components/toaster';
import { useBusyAction } from '../../../components/useBusyAction';
import { ApiFailure } from '../../../lib/api/client';
import { useSession } from '../../../lib/session/session';
import { useLeaveGuard } from '../../../lib/useLeaveGuard';
import { deleteMailshot } from '../api/deleteMailshot';
import { saveMailshot } from '../api/saveMailshot';
import { testMailshot } from '../api/testMailshot';
import { useVerifiedSenders } from '../api/useVerifiedSenders';
import type { Mailshot } from '../mailshot';
import { AttachmentsField } from './AttachmentsField';
import { BodyField, mergeTag } from './BodyField';
import { draftOf, fieldOf, resolver, type Draft } from './mailshotDraft';
import { PreviewDialog } from './PreviewDialog';
import { RecipientsField } from './RecipientsField';
import { SendDialog } from './SendDialog';
import { SenderField } from './SenderField';

type Dialog = 'preview' | 'send' | 'delete' | null;

/**
 * The compose form of a draft, checked with the API's own schema (mailshotInput) before sending: subject,
 * a verified sender, the footer's language, the body with merge fields, attachments, the recipients. A new draft is
 * saved first; a saved one is previewed per recipient, tested on the caller's own address, sent (after the
 * confirmation) or deleted — each of those saves pending changes first, so what is previewed or sent is what is shown.
 */
export function MailshotCompose({ stored }: { stored: Mailshot | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useSession().profile!;
  const senders = useVerifiedSenders(profile.orgId);
  const { register, control, handleSubmit, setError, setValue, getValues, reset, resetField, formState } = useForm<
    Draft,
    unknown,
    MailshotInput
  >({ resolver, defaultValues: draftOf(stored), mode: 'onSubmit', reValidateMode: 'onChange' });
  const errors = formState.errors;
  const [dialog, setDialog] = useState<Dialog>(null);
  const guard = useLeaveGuard(formState.isDirty);
  const testing = useBusyAction();
  const opening = useBusyAction();
  const deleting = useBusyAction();

  // a new draft goes from the organization's default sender (listed first), once the senders are read
  const firstSender = senders.status === 'success' ? (senders.data[0]?.id ?? '') : '';
  useEffect(() => {
    if (!stored && firstSender && !getValues('senderId')) resetField('senderId', { defaultValue: firstSender });
  }, [stored, firstSender, getValues, resetField]);

  async function persist(values: MailshotInput): Promise<string | null> {
    const sent = getValues();
    try {
      const { id } = await saveMailshot(stored?.id ?? null, values);
      // what was sent is the saved draft now (a change typed meanwhile stays a change)
      reset(sent, { keepValues: true });
      notify('success', t(stored ? 'mailshots.saved' : 'mailshots.created'));
      if (!stored) await guard.allowDuring(async () => navigate(`/campaigns/mailshots/${encodeURIComponent(id)}`, { replace: true }));
      return id;
    } catch (e) {
      const issues = e instanceof ApiFailure ? (e.issues ?? []).filter((i) => i.path.startsWith('body.')) : [];
      for (const i of issues) setError(fieldOf(i.path), { type: 'server', message: i.message });
      if (issues.length) notify('error', t('mailshots.fixErrors'));
      else notifyFailure(t, e);
      return null;
    }
  }

  /** Saves the form (checked first); answers the draft's id, or null when it could not be saved (the form says why). */
  const save = () =>
    new Promise<string | null>((resolve) => {
      void handleSubmit(
        async (values) => resolve(await persist(values)),
        () => {
          notify('error', t('mailshots.fixErrors'));
          resolve(null);
        },
      )();
    });
  /** The saved draft's id, saving pending changes first. */
  const savedId = async () => (stored && !formState.isDirty ? stored.id : save());
  const open = (next: Dialog) => () => void opening.run(async () => void ((await savedId()) && setDialog(next)));
  /** The send's confirmation, once an audience is chosen: nobody is sent to by default. */
  const openSend = () => {
    if (getValues('kind') === '') {
      setError('kind', { type: 'required', message: 'mailshots.recipients.chooseFirst' }, { shouldFocus: true });
      notify('error', t('mailshots.recipients.chooseFirst'));
      return;
    }
    open('send')();
  };
  const sendTest = () =>
    void testing.run(async () => {
      const id = await savedId();
      if (!id) return;
      const { to } = await testMailshot(id);
      notify('success', t('mailshots.test.sent', { to }));
    });

  /** Deletes the draft and goes back to the list: its unsaved changes go with it, no question on the way out. */
  const remove = () =>
    void deleting.run(
      async () => {
        await deleteMailshot(stored!.id);
        notify('success', t('mailshots.delete.deleted'));
        await guard.allowDuring(async () => navigate('/campaigns/mailshots', { replace: true }));
      },
      (e) => {
        setDialog(null);
        notifyFailure(t, e);
      },
    );

  const busy = formState.isSubmitting || testing.busy || opening.busy;
  return (
    <Box borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="app.panel" data-testid="mailshot-form">
      <SubmitForm labelledBy="mailshot-form-title" onSubmit={() => void save()}>
        <Heading as="h2" size="md" id="mailshot-form-title">
          {t('mailshots.formTitle')}
        </Heading>
        <FieldRoot invalid={!!errors.subject} required>
          <Field.Label>
            {t('mailshots.fields.subject')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('subject')} maxLength={200} data-testid="mailshot-subject" />
          {!errors.subject && <Field.HelperText>{t('mailshots.help.subject', { example: mergeTag('name') })}</Field.HelperText>}
          <Field.ErrorText>{errors.subject?.message && t(errors.subject.message)}</Field.ErrorText>
        </FieldRoot>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <SenderField register={register} errors={errors} senders={senders} />
          <FieldRoot invalid={!!errors.lang}>
            <Field.Label>{t('mailshots.fields.lang')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('lang')} data-testid="mailshot-lang">
                <option value="it">{t('mailshots.langs.it')}</option>
                <option value="en">{t('mailshots.langs.en')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('mailshots.help.lang')}</Field.HelperText>
          </FieldRoot>
        </SimpleGrid>
        <BodyField control={control} errors={errors} />
        <AttachmentsField control={control} register={register} setValue={setValue} errors={errors} />
        <RecipientsField
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
          audienceLost={stored?.audienceLost ?? false}
          fileLeftOut={stored?.recipientsFileLeftOut ?? null}
        />
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} disabled={busy} data-testid="mailshot-save">
            {t('mailshots.actions.save')}
          </Button>
          {stored && (
            <>
              <Button variant="outline" onClick={open('preview')} disabled={busy} data-testid="mailshot-preview">
                {t('mailshots.actions.preview')}
              </Button>
              <Button variant="outline" onClick={sendTest} loading={testing.busy} disabled={busy} data-testid="mailshot-test">
                {t('mailshots.actions.test')}
              </Button>
              <Button colorPalette="brand" variant="surface" onClick={openSend} disabled={busy} data-testid="mailshot-send">
                {t('mailshots.actions.send')}
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                ms={{ md: 'auto' }}
                onClick={() => setDialog('delete')}
                disabled={busy}
                data-testid="mailshot-delete"
              >
                {t('mailshots.actions.delete')}
              </Button>
            </>
          )}
        </HStack>
        {!stored && (
          <Text fontSize="sm" color="fg.muted" data-testid="mailshot-save-first">
            {t('mailshots.actions.saveFirst')}
          </Text>
        )}
      </SubmitForm>
      {stored && dialog === 'preview' && (
        <PreviewDialog
          mailshotId={stored.id}
          subject={getValues('subject')}
          bodyHtml={getValues('bodyHtml')}
          onClose={() => setDialog(null)}
        />
      )}
      {stored && dialog === 'send' && <SendDialog mailshotId={stored.id} onClose={() => setDialog(null)} />}
      {stored && (
        <ActionDialog
          open={dialog === 'delete'}
          onClose={() => setDialog(null)}
          title={t('mailshots.delete.title')}
          testId="mailshot-delete-dialog"
          action={{
            label: t('mailshots.actions.delete'),
            danger: true,
            busy: deleting.busy,
            testId: 'mailshot-delete-confirm',
            run: remove,
          }}
        >
          <Text>{t('mailshots.delete.text', { subject: stored.subject || t('mailshots.noSubject') })}</Text>
        </ActionDialog>
      )}
      <LeaveConfirmDialog guard={guard} />
    </Box>
  );
}
