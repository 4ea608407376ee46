import { useState } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MINUTES_NAME_MAX, MINUTES_NOTES_MAX, type Minutes } from '@tessera/domain/assemblies/minutes';
import { draftMinutesContract } from '@tessera/domain/contracts/assemblies';
import { BackLink } from '../../../components/BackLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldRoot } from '../../../components/FieldRoot';
import { LiveLoadState } from '../../../components/LiveLoadState';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { useCallAllowed } from '../../../lib/data/usePreferences';
import { useSession } from '../../../lib/session/session';
import { useAssembly } from '../api/assemblies';
import {
  approveAssemblyMinutes,
  correctAssemblyMinutes,
  draftAssemblyMinutes,
  updateAssemblyMinutes,
  useMinutes,
  type MinutesDoc,
} from '../api/minutes';
import { notifyAssemblyFailure } from '../errors';
import { MinutesEditor } from './MinutesEditor';
import { editOf, formOf, formValid, type MinutesForm } from './minutesForm';
import { MinutesView } from './MinutesView';

/** No minutes yet: the chair and the secretary named, the server drafts the rest from what happened. */
function StartDraft({ assemblyId }: { assemblyId: string }) {
  const { t } = useTranslation();
  const [chair, setChair] = useState('');
  const [secretary, setSecretary] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = chair.trim() !== '' && secretary.trim() !== '';
  const send = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      await draftAssemblyMinutes(assemblyId, chair.trim(), secretary.trim());
      notify('success', t('assemblies.minutes.drafted'));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="4" data-testid="minutes-start">
        <Text>{t('assemblies.minutes.startText')}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FieldRoot required>
            <Field.Label>{t('assemblies.minutes.chair')}</Field.Label>
            <Input
              value={chair}
              maxLength={MINUTES_NAME_MAX}
              onChange={(e) => setChair(e.currentTarget.value)}
              data-testid="minutes-start-chair"
            />
          </FieldRoot>
          <FieldRoot required>
            <Field.Label>{t('assemblies.minutes.secretary')}</Field.Label>
            <Input
              value={secretary}
              maxLength={MINUTES_NAME_MAX}
              onChange={(e) => setSecretary(e.currentTarget.value)}
              data-testid="minutes-start-secretary"
            />
          </FieldRoot>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!ready} data-testid="minutes-draft">
            {t('assemblies.minutes.draft')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** The draft edited and saved; approved behind a confirmation (what is unsaved is saved first), then it is final. */
function DraftEditor({ assemblyId, minutes }: { assemblyId: string; minutes: Minutes }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<MinutesForm>(() => formOf(minutes));
  const [busy, setBusy] = useState<'save' | 'approve' | null>(null);
  const [asking, setAsking] = useState(false);
  const valid = formValid(form);
  const save = async () => {
    setBusy('save');
    try {
      await updateAssemblyMinutes(assemblyId, editOf(form));
      notify('success', t('assemblies.minutes.saved'));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  const approve = async () => {
    setAsking(false);
    setBusy('approve');
    try {
      await updateAssemblyMinutes(assemblyId, editOf(form));
      const entry = await approveAssemblyMinutes(assemblyId);
      notify('success', t('assemblies.minutes.approved', { seq: entry.seq }));
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="4">
      <MinutesEditor minutes={minutes} value={form} onChange={setForm} />
      <HStack gap="2" flexWrap="wrap">
        <Button
          variant="outline"
          loading={busy === 'save'}
          disabled={!valid || busy !== null}
          onClick={() => void save()}
          data-testid="minutes-save"
        >
          {t('assemblies.minutes.save')}
        </Button>
        <Button
          colorPalette="brand"
          loading={busy === 'approve'}
          disabled={!valid || busy !== null}
          onClick={() => setAsking(true)}
          data-testid="minutes-approve"
        >
          {t('assemblies.minutes.approve')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        ask
        title={t('assemblies.minutes.approveTitle')}
        messageHtml={t('assemblies.minutes.approveText')}
        confirmLabel={t('assemblies.minutes.approve')}
        onConfirm={() => void approve()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** A correction of approved minutes: the edit and why, appended to the book behind a confirmation. */
function CorrectionForm({ assemblyId, minutes, onDone }: { assemblyId: string; minutes: Minutes; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<MinutesForm>(() => formOf(minutes));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const ready = formValid(form) && note.trim() !== '';
  const send = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const entry = await correctAssemblyMinutes(assemblyId, note.trim(), editOf(form));
      notify('success', t('assemblies.minutes.corrected', { seq: entry.seq, corrects: entry.corrects }));
      onDone();
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" data-testid="minutes-correction">
      <Text>{t('assemblies.minutes.correctText')}</Text>
      <MinutesEditor minutes={minutes} value={form} onChange={setForm} />
      <FieldRoot required>
        <Field.Label>{t('assemblies.minutes.correctNote')}</Field.Label>
        <Textarea
          rows={2}
          maxLength={MINUTES_NOTES_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="minutes-correct-note"
        />
      </FieldRoot>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('assemblies.minutes.cancel')}
        </Button>
        <Button colorPalette="brand" loading={busy} disabled={!ready} onClick={() => setAsking(true)} data-testid="minutes-correct-send">
          {t('assemblies.minutes.correctSend')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        ask
        title={t('assemblies.minutes.correctTitle')}
        messageHtml={t('assemblies.minutes.correctConfirm')}
        confirmLabel={t('assemblies.minutes.correctSend')}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Approved minutes: read-only with their entry in the book; a correction appends a new entry. */
function ApprovedMinutes({ assemblyId, doc, manages }: { assemblyId: string; doc: MinutesDoc; manages: boolean }) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState(false);
  return (
    <Stack gap="4">
      <Alert.Root status="success" data-testid="minutes-entry" data-seq={doc.seq ?? ''}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('assemblies.minutes.inBook', { seq: doc.seq })}</Alert.Title>
          <Alert.Description wordBreak="break-all" fontSize="xs" data-testid="minutes-hash">
            {t('assemblies.minutes.hash')}: {doc.hash}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {correcting ? (
        // keyed by the entry: once corrected, the form starts again from the book's latest minutes
        <CorrectionForm key={doc.seq} assemblyId={assemblyId} minutes={doc.minutes} onDone={() => setCorrecting(false)} />
      ) : (
        <>
          <MinutesView m={doc.minutes} />
          {manages && (
            <Box>
              <Button variant="outline" onClick={() => setCorrecting(true)} data-testid="minutes-correct">
                {t('assemblies.minutes.correct')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * /assemblies/:id/minutes: the minutes (verbale) of a closed assembly. Drafted by the server from what happened once
 * the chair and secretary are named, completed here, approved into the book of assembly meetings, corrected by new
 * entries. The minutes are read live from Firestore; every change is an API call.
 */
export function MinutesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const assembly = useAssembly(profile.orgId, id);
  const live = useMinutes(profile.orgId, id);
  const manages = useCallAllowed(draftMinutesContract);
  const a = assembly.data;
  const doc = live.data;
  const path = `/assemblies/${encodeURIComponent(id)}`;
  return (
    <Stack gap="5" data-testid="minutes-page" data-status={doc?.status ?? (live.status === 'success' ? 'NONE' : '')}>
      <BackLink to={path} label={t('assemblies.chair.back')} />
      <LiveLoadState
        live={assembly}
        errorText={t('assemblies.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('assemblies.notFound'), testId: 'assembly-not-found' }}
      />
      {a && (
        <>
          <Stack gap="1">
            <PageTitle>{t('assemblies.minutes.title')}</PageTitle>
            <Text color="fg.muted" data-testid="minutes-assembly-title">
              {a.title}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/assemblies/book" data-testid="minutes-book-link">
                {t('assemblies.book.title')}
              </RouterLink>
            </Button>
          </HStack>
          <LiveLoadState live={live} errorText={t('assemblies.minutes.loadError')} onRetry={() => window.location.reload()} />
          {a.status !== 'CLOSED' ? (
            <Text data-testid="minutes-not-closed">{t('assemblies.minutes.notClosed')}</Text>
          ) : live.status === 'success' && !doc ? (
            manages ? (
              <StartDraft assemblyId={id} />
            ) : (
              <Text>{t('assemblies.minutes.none')}</Text>
            )
          ) : doc?.status === 'DRAFT' ? (
            <Stack gap="3">
              <Heading as="h2" size="md">
                {t('assemblies.minutes.draftTitle')}
              </Heading>
              {manages ? <DraftEditor assemblyId={id} minutes={doc.minutes} /> : <MinutesView m={doc.minutes} />}
            </Stack>
          ) : doc?.status === 'APPROVED' ? (
            <ApprovedMinutes assemblyId={id} doc={doc} manages={manages} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
