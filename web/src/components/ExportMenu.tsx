import { useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '@tessera/domain/constants';
import { notify, notifyFailure } from './toaster';

type Format = (typeof EXPORT_FORMATS)[number];

interface ExportMenuProps {
  /**
   * downloads the file; answers how many rows it held (0: nothing was downloaded), or that it is being written in the
   * background (the screen shows that job's progress)
   */
  onExport: (format: Format) => Promise<{ count: number; fileName: string } | { background: true }>;
  testId: string;
}

/**
 * "Esporta" with the export formats (XLSX, CSV, TXT) for a list whose columns are fixed: one choice and the
 * file downloads; an empty result says so instead of saving an empty file.
 */
export function ExportMenu({ onExport, testId }: ExportMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function choose(format: Format) {
    setBusy(true);
    try {
      const outcome = await onExport(format);
      if ('background' in outcome) return;
      if (outcome.count === 0) notify('info', t('messages.extraction_no_results_key'));
      else notify('success', t('exportMenu.done', { count: outcome.count, fileName: outcome.fileName }));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu.Root onSelect={(e) => void choose(e.value as Format)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" loading={busy} data-testid={testId}>
          {t('exportMenu.label')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {EXPORT_FORMATS.map((f) => (
              <Menu.Item key={f} value={f} data-testid={`${testId}-${f}`}>
                {t(`exportFormat.${f}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
