import { useState } from 'react';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../components/DialogFrame';
import { useTranslation } from 'react-i18next';
import { DownloadFileButton } from '../../components/DownloadFileButton';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { acceptPolicy } from './api/acceptPolicy';
import { usePoliciesToAccept } from './api/usePoliciesToAccept';

/** The versions put off with "Later" in this tab: asked again at the next visit, not on every page. */
const LATER_KEY = 'tessera.policiesLater';
const versionsKey = (pending: { kind: string; version: number }[]) => pending.map((p) => `${p.kind}:${p.version}`).join(',');

/**
 * A member is asked to accept the organization's current privacy and newsletter policies when they
 * visit after a new version is published: each document can be opened, "I have read and accept" enables Accept,
 * "Later" asks again at the next visit.
 */
export function PolicyPrompt() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const checked = usePoliciesToAccept(profile.orgId, profile.memberId!);
  const pending = checked ?? [];
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY));
  const [agreed, setAgreed] = useState(false);
  const accept = useBusyAction();
  const open = pending.length > 0 && later !== versionsKey(pending);

  const putOff = () => {
    sessionStorage.setItem(LATER_KEY, versionsKey(pending));
    setLater(versionsKey(pending));
  };

  // The marker says the check has been made (tests wait for it before finding no prompt).
  if (!open) return checked ? <span hidden data-testid="policies-checked" /> : null;
  return (
    <DialogFrame
      open={open}
      onDismiss={putOff}
      role="alertdialog"
      title={t('policies.title')}
      testId="policy-prompt"
      footer={
        <>
          <Button variant="outline" onClick={putOff} data-testid="policy-later">
            {t('policies.later')}
          </Button>
          <Button
            colorPalette="brand"
            disabled={!agreed}
            loading={accept.busy}
            onClick={() =>
              void accept.run(async () => {
                for (const p of pending) await acceptPolicy(p.kind, p.version);
                notify('success', t('policies.accepted'));
              })
            }
            data-testid="policy-accept"
          >
            {t('policies.accept')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('policies.intro')}</Text>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {pending.map((p) => (
            <HStack
              as="li"
              key={p.kind}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              data-testid="policy-pending"
              data-kind={p.kind}
            >
              <Stack gap="0">
                <Text fontWeight="medium">{t(`policies.kinds.${p.kind}`)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('policies.version', { version: p.version, date: formatDate(p.publishedAt, { timeZone: 'Europe/Rome' }) })}
                </Text>
              </Stack>
              <DownloadFileButton fileId={p.fileId} label={t('policies.read')} testId="policy-read" />
            </HStack>
          ))}
        </Stack>
        <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(!!e.checked)}>
          <Checkbox.HiddenInput data-testid="policy-agree" />
          <Checkbox.Control />
          <Checkbox.Label>{t('policies.agree')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </DialogFrame>
  );
}
