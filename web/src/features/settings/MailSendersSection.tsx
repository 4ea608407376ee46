import { useState } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mailSenderInput, type MailSender } from '@tessera/domain/settings/mailSenders';
import { otpSchema } from '@tessera/domain/forms/otp';
import { FieldRoot } from '../../components/FieldRoot';
import { LiveLoadState } from '../../components/LiveLoadState';
import { SubmitForm } from '../../components/SubmitForm';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { addSender, defaultSender, deleteSender, sendSenderCode, useMailSenders, verifySender } from './api/mailSenders';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';

type Sender = MailSender & { id: string };

/**
 * Settings → verified mail senders: the addresses the association's mail goes out from. Each is verified
 * by a code mailed to it; the default one signs the mail while the "mail server" preference is on.
 */
export function MailSendersSection() {
  const { t } = useTranslation();
  const orgId = useSession().profile!.orgId;
  const live = useMailSenders(orgId);
  const mailServer = usePreferences()?.mailServer === true;
  const [removing, setRemoving] = useState<Sender | null>(null);
  const senders = live.data ?? [];
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.senders')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.senders.help')}
      </Text>
      {!mailServer && (
        <Text fontSize="sm" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted" data-testid="senders-pref-off">
          {t('settings.senders.prefOff')}{' '}
          <RouterLink to="/settings/preferences" style={{ textDecoration: 'underline' }}>
            {t('settings.sections.preferences')}
          </RouterLink>
        </Text>
      )}
      <AddSenderForm />
      <LiveLoadState live={live} errorText={t('settings.senders.loadError')} onRetry={() => window.location.reload()} />
      {live.status === 'success' && senders.length === 0 && <Text color="fg.muted">{t('settings.senders.empty')}</Text>}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {senders.map((s) => (
          <SenderItem key={s.id} sender={s} onRemove={() => setRemoving(s)} />
        ))}
      </Stack>
      <RemoveSenderDialog sender={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function AddSenderForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { errors, busy, submit } = useSchemaSubmit(mailSenderInput);
  async function add() {
    const address = email.trim().toLowerCase();
    if (await submit({ name, email }, addSender, () => t('settings.senders.codeSent', { email: address }))) {
      setName('');
      setEmail('');
    }
  }
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="sender-add">
      <SubmitForm labelledBy="sender-add-title" onSubmit={() => void add()}>
        <Heading as="h3" size="sm" id="sender-add-title">
          {t('settings.senders.addTitle')}
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <FieldRoot invalid={!!errors.name} required flex="1">
            <Field.Label>{t('settings.senders.name')}</Field.Label>
            <Input value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} data-testid="sender-add-name" />
            <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
          </FieldRoot>
          <FieldRoot invalid={!!errors.email} required flex="1">
            <Field.Label>{t('settings.senders.email')}</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="sender-add-email" />
            <Field.ErrorText>{errors.email && t(errors.email)}</Field.ErrorText>
          </FieldRoot>
        </Stack>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="sender-add-submit">
            {t('settings.senders.add')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}

/** One sender: its state, the code field while it is not verified, and the actions it allows. */
function SenderItem({ sender, onRemove }: { sender: Sender; onRemove: () => void }) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busyAction = useBusyAction();
  const busy = busyAction.busy;
  const run = (work: () => Promise<unknown>, success: string) =>
    busyAction.run(async () => {
      await work();
      notify('success', success);
    });
  function verify() {
    const parsed = otpSchema.safeParse(otp);
    setError(parsed.success ? null : parsed.error.issues[0]!.message);
    if (parsed.success) void run(() => verifySender(sender.id, parsed.data), t('settings.senders.verified', { email: sender.email }));
  }
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="sender" data-email={sender.email}>
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Box minW="0">
            <Text fontWeight="medium">{sender.name}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {sender.email}
            </Text>
          </Box>
          <HStack gap="2">
            {sender.default && sender.verified && <Badge colorPalette="brand">{t('settings.senders.default')}</Badge>}
            <Badge colorPalette={sender.verified ? 'green' : 'orange'} data-testid="sender-state">
              {t(sender.verified ? 'settings.senders.isVerified' : 'settings.senders.notVerified')}
            </Badge>
          </HStack>
        </HStack>
        {!sender.verified && (
          <SubmitForm labelledBy={`sender-code-${sender.id}`} onSubmit={verify}>
            <Text id={`sender-code-${sender.id}`} fontSize="sm">
              {t('settings.senders.enterCode', { email: sender.email })}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'end' }}>
              <FieldRoot invalid={!!error} maxW={{ sm: '48' }}>
                <Field.Label>{t('settings.senders.code')}</Field.Label>
                <Input
                  value={otp}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  onChange={(e) => setOtp(e.currentTarget.value)}
                  data-testid="sender-code"
                />
                <Field.ErrorText>{error && t(error)}</Field.ErrorText>
              </FieldRoot>
              <Button type="submit" colorPalette="brand" loading={busy} data-testid="sender-verify">
                {t('settings.senders.verify')}
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => void run(() => sendSenderCode(sender.id), t('settings.senders.codeSent', { email: sender.email }))}
              >
                {t('settings.senders.resend')}
              </Button>
            </Stack>
          </SubmitForm>
        )}
        <HStack gap="2" justify="end">
          {sender.verified && !sender.default && (
            <Button
              size="xs"
              variant="outline"
              loading={busy}
              onClick={() => void run(() => defaultSender(sender.id), t('settings.senders.madeDefault', { email: sender.email }))}
              data-testid="sender-make-default"
            >
              {t('settings.senders.makeDefault')}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={onRemove}
            aria-label={t('settings.senders.removeOf', { email: sender.email })}
            data-testid="sender-remove"
          >
            {t('settings.admins.remove')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function RemoveSenderDialog({ sender, onClose }: { sender: Sender | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  function confirm() {
    if (!sender) return;
    void run(async () => {
      await deleteSender(sender.id);
      notify('success', t('settings.senders.removed', { email: sender.email }));
      onClose();
    });
  }
  return (
    <ActionDialog
      open={sender !== null}
      onClose={onClose}
      title={t('settings.senders.removeTitle', { email: sender?.email ?? '' })}
      testId="sender-remove-dialog"
      action={{ label: t('settings.admins.remove'), run: confirm, busy, testId: 'sender-remove-confirm', danger: true }}
    >
      <Text>{t(sender?.default ? 'settings.senders.removeDefaultBody' : 'settings.senders.removeBody')}</Text>
    </ActionDialog>
  );
}
