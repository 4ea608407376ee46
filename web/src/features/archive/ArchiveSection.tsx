import { useState } from 'react';
import { Alert, Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/toaster';
import { useSession } from '../../lib/session/session';
import { downloadArchive, startArchiveExport, useArchiveJobs, type ArchiveJob } from './api/archive';

/**
 * Settings → export the association: the whole organization as one zip, written in the background; its progress is
 * read live from the job, and the zip is downloaded once it is done.
 */
export function ArchiveSection() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const jobs = useArchiveJobs(profile.orgId);
  const [starting, setStarting] = useState(false);
  const exports = (jobs.data ?? []).filter((j) => j.kind === 'export');
  // the newest export: ids are random, so the running one first, else the last finished one
  const current: ArchiveJob | undefined =
    exports.find((j) => j.status === 'QUEUED' || j.status === 'RUNNING') ?? exports.find((j) => j.status === 'DONE') ?? exports[0];
  const busy = current?.status === 'QUEUED' || current?.status === 'RUNNING';
  const start = async () => {
    setStarting(true);
    try {
      await startArchiveExport();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setStarting(false);
    }
  };
  const percent = current?.total ? Math.round(((current.done ?? 0) / current.total) * 100) : 0;
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="lg">
        {t('archive.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('archive.intro')}
      </Text>
      <Box>
        <Button colorPalette="brand" onClick={() => void start()} loading={starting} disabled={busy} data-testid="archive-start">
          {t('archive.start')}
        </Button>
      </Box>
      {jobs.status === 'loading' && <Text color="fg.muted">{t('common.loading')}</Text>}
      {current && busy && (
        <Stack gap="2" data-testid="archive-progress">
          <Text>{t('archive.running', { done: current.done ?? 0, total: current.total ?? 0 })}</Text>
          <Progress.Root value={percent} max={100}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {current?.status === 'DONE' && (
        <Alert.Root status="success" data-testid="archive-done">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('archive.done')}</Alert.Title>
            <Button
              mt="2"
              size="sm"
              onClick={() => void downloadArchive(current.id).catch((e: unknown) => notifyFailure(t, e))}
              data-testid="archive-download"
            >
              {t('archive.download')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {current?.status === 'FAILED' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('archive.failed')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
