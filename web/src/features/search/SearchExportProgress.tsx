import { Alert, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { searchExportPath } from '@tessera/domain/paths';
import type { SearchExportView } from '@tessera/domain/search/download';
import { UploadProgress } from '../../components/UploadProgress';
import { useBusyAction } from '../../components/useBusyAction';
import { DownloadIcon } from '../../components/icons';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { saveExportFile } from './api/exportSearchFile';

interface Props {
  orgId: string;
  jobId: string;
  onClose: () => void;
}

/**
 * A large download being written in the background: its progress live from the job's document, then the
 * file one click away (a download the browser may otherwise block once the click that asked for it is long past).
 */
export function SearchExportProgress({ orgId, jobId, onClose }: Props) {
  const { t } = useTranslation();
  const job = useLiveDocument<SearchExportView>(searchExportPath(orgId, jobId));
  const { busy, run } = useBusyAction();
  const data = job.status === 'success' ? job.data : null;
  const status = job.status === 'error' ? 'FAILED' : (data?.status ?? 'QUEUED');
  const fraction = data && data.total > 0 ? data.done / data.total : 0;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg="app.panel" data-testid="search-export" data-status={status} aria-live="polite">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="2" flex="1" minW="0">
          {status === 'DONE' ? (
            <>
              <Text fontWeight="medium">{t('search.export.ready', { count: data?.done ?? 0, fileName: data?.fileName })}</Text>
              <Box>
                <Button
                  size="sm"
                  colorPalette="brand"
                  loading={busy}
                  onClick={() => void run(async () => void (await saveExportFile(jobId)))}
                  data-testid="search-export-save"
                >
                  <DownloadIcon /> {t('search.export.save')}
                </Button>
              </Box>
            </>
          ) : status === 'FAILED' ? (
            <Alert.Root status="error" data-testid="search-export-failed">
              <Alert.Indicator />
              <Alert.Title>{t('search.export.failed')}</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Text fontSize="sm">{t('search.export.running', { total: data?.total ?? 0 })}</Text>
              <UploadProgress
                fraction={fraction}
                label={(percent) => t('search.export.progress', { percent })}
                testId="search-export-progress"
              />
            </>
          )}
        </Stack>
        <CloseButton size="sm" onClick={onClose} aria-label={t('search.export.close')} data-testid="search-export-close" />
      </HStack>
    </Box>
  );
}
