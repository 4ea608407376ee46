import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recordConsentContract } from '@tessera/domain/contracts/privacy';
import { CONSENT_KINDS, type ConsentKind } from '@tessera/domain/privacy/consents';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { DialogFrame } from '../../components/DialogFrame';
import { notify, notifyFailure } from '../../components/toaster';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { downloadMemberData, recordConsent, useConsents } from './api/privacy';
import { ConsentBadge, ConsentHistory, DataDownloadButtons, PrivacyPanel, useCurrentConsents } from './ConsentPieces';

/** A signed paper form recorded by an administrator: which consent, given or withdrawn, the day on the form. */
function PaperFormDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ConsentKind>('privacy');
  const [given, setGiven] = useState(true);
  const [signedOn, setSignedOn] = useState(todayInItaly());
  const [saving, setSaving] = useState(false);
  const invalid = !signedOn || signedOn > todayInItaly();
  const save = async () => {
    if (invalid || saving) return;
    setSaving(true);
    try {
      await recordConsent(memberId, kind, given, signedOn);
      notify('success', t('privacy.paper.saved'));
      onClose();
    } catch (e) {
      notifyFailure(t, e);
      setSaving(false);
    }
  };
  return (
    <DialogFrame
      open
      onDismiss={onClose}
      onSubmit={() => void save()}
      testId="consent-paper-dialog"
      title={t('privacy.paper.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} disabled={invalid} data-testid="consent-paper-save">
            {t('privacy.paper.save')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('privacy.paper.intro')}
        </Text>
        <Field.Root>
          <Field.Label htmlFor="consent-paper-kind">{t('privacy.paper.kind')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="consent-paper-kind"
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value as ConsentKind)}
              data-testid="consent-paper-kind"
            >
              {CONSENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`privacy.kinds.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="consent-paper-given">{t('privacy.paper.choice')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="consent-paper-given"
              value={given ? 'given' : 'withdrawn'}
              onChange={(e) => setGiven(e.currentTarget.value === 'given')}
              data-testid="consent-paper-given"
            >
              <option value="given">{t('privacy.paper.given')}</option>
              <option value="withdrawn">{t('privacy.paper.withdrawn')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={invalid} required>
          <Field.Label htmlFor="consent-paper-date">{t('privacy.paper.signedOn')}</Field.Label>
          <Input
            id="consent-paper-date"
            type="date"
            size="sm"
            value={signedOn}
            max={todayInItaly()}
            onChange={(e) => setSignedOn(e.currentTarget.value)}
            data-testid="consent-paper-date"
          />
          <Field.ErrorText>{t('validation.date')}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}

/**
 * The member page's privacy panel (back office): the member's consents as they stand and their history, a paper
 * form recorded by whoever writes members, and the copy of the member's data for a member who asks by letter.
 */
export function MemberPrivacyPanel({
  member,
}: {
  member: { id: string; privacyAcceptedAt?: unknown; newsletter?: unknown; photoConsent?: unknown };
}) {
  const { t, i18n } = useTranslation();
  const profile = useSession().profile!;
  const records = useCallAllowed(recordConsentContract);
  const consents = useConsents(profile.orgId, member.id);
  const state = useCurrentConsents(member as Record<string, unknown>);
  const [paper, setPaper] = useState(false);
  return (
    <PrivacyPanel title={t('privacy.memberTitle')} testId="member-privacy">
      <Stack gap="4">
        <Stack gap="1" as="ul" listStyleType="none" m="0">
          {CONSENT_KINDS.map((kind) => (
            <HStack as="li" key={kind} justify="space-between" gap="2">
              <Text fontSize="sm">{t(`privacy.kinds.${kind}`)}</Text>
              <ConsentBadge given={state[kind]} testId={`member-consent-${kind}`} />
            </HStack>
          ))}
        </Stack>
        {records && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setPaper(true)} data-testid="consent-paper-open">
            {t('privacy.paper.open')}
          </Button>
        )}
        <ConsentHistory consents={consents} compact />
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('privacy.download.memberIntro')}
          </Text>
          <DataDownloadButtons
            testIdPrefix="member-data-download"
            download={(format) => downloadMemberData(member.id, format, i18n.language === 'en' ? 'en' : 'it')}
          />
        </Stack>
      </Stack>
      {paper && <PaperFormDialog memberId={member.id} onClose={() => setPaper(false)} />}
    </PrivacyPanel>
  );
}
