import { useState } from 'react';
import { Box, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STORED_FILE_ACCEPT } from '@tessera/domain/files/files';
import { orgPath } from '@tessera/domain/paths';
import { POLICY_KINDS, type Policies, type PolicyKind, type PublishedPolicy } from '@tessera/domain/settings/policies';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { FileDropZone } from '../../components/FileDropZone';
import { LiveLoadState } from '../../components/LiveLoadState';
import { UploadProgress } from '../../components/UploadProgress';
import { DownloadFileButton } from '../../components/DownloadFileButton';
import { notify } from '../../components/toaster';
import { useFileUpload } from '../../components/useFileUpload';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { useSession } from '../../lib/session/session';
import { publishPolicy } from './api/publishPolicy';

/**
 * Settings → privacy and newsletter policies: the current version of each, and a new version published
 * after a confirmation; members are asked to accept it at their next visit.
 */
export function PoliciesSection() {
  const { t } = useTranslation();
  const live = useLiveDocument<{ policies?: Policies }>(orgPath(useSession().profile!.orgId));
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.policies')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.policies.help')}
      </Text>
      <LiveLoadState live={live} errorText={t('settings.policies.loadError')} onRetry={() => window.location.reload()} />
      {live.status === 'success' && POLICY_KINDS.map((kind) => <PolicyCard key={kind} kind={kind} current={live.data?.policies?.[kind]} />)}
    </Stack>
  );
}

function PolicyCard({ kind, current }: { kind: PolicyKind; current: PublishedPolicy | undefined }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const { file, setFile, progress, problem, send } = useFileUpload();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const next = (current?.version ?? 0) + 1;

  function ask() {
    setError(problem());
    if (!problem()) setConfirming(true);
  }

  async function publish() {
    setConfirming(false);
    const issue = await send(async (chosen, onProgress) => {
      const published = await publishPolicy(kind, chosen, onProgress);
      notify('success', t('settings.policies.published', { version: published.version }));
    });
    if (issue) setError(issue.message);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid={`policy-${kind}`}>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t(`settings.policies.kinds.${kind}`)}
        </Heading>
        {current ? (
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontSize="sm" data-testid="policy-current">
              {t('settings.policies.current', {
                version: current.version,
                date: formatDate(current.publishedAt, { timeZone: 'Europe/Rome' }),
                file: current.fileName,
              })}
            </Text>
            <DownloadFileButton fileId={current.fileId} label={t('settings.policies.download')} testId="policy-download" />
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="policy-none">
            {t('settings.policies.none')}
          </Text>
        )}
        <FieldRoot invalid={!!error}>
          <FileDropZone
            label={t('settings.policies.file', { version: next })}
            accept={STORED_FILE_ACCEPT}
            file={file}
            onFile={setFile}
            invalid={!!error}
            testId={`policy-file-${kind}`}
          />
          <Field.ErrorText data-testid="policy-file-error">{error && t(error)}</Field.ErrorText>
        </FieldRoot>
        {progress !== null && (
          <UploadProgress fraction={progress} label={(percent) => t('settings.policies.progress', { percent })} testId="policy-progress" />
        )}
        <Box>
          <Button colorPalette="brand" loading={progress !== null} onClick={ask} data-testid={`policy-publish-${kind}`}>
            {t('settings.policies.publish', { version: next })}
          </Button>
        </Box>
      </Stack>
      <ActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.policies.confirmTitle', { version: next })}
        testId="policy-confirm"
        action={{ label: t('settings.policies.publishAction'), run: () => void publish(), busy: false, testId: 'policy-confirm-publish' }}
      >
        <Text>{t('settings.policies.confirmText', { kind: t(`settings.policies.kinds.${kind}`), version: next })}</Text>
      </ActionDialog>
    </Box>
  );
}
