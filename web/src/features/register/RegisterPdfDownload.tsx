import { useState } from 'react';
import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REGISTER_VOLUME_ENTRIES, registerVolumes, volumeRange } from '@tessera/domain/register/volumes';

/**
 * The printed register's download: one button while the register fits one volume; past that, the volume to print
 * beside it (each volume a PDF of its own, pages numbered across the whole register).
 */
export function RegisterPdfDownload({ entries, onDownload }: { entries: number; onDownload: (volume: number) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const volumes = registerVolumes(entries);
  const [chosen, setChosen] = useState(1);
  const [busy, setBusy] = useState(false);
  const volume = Math.min(chosen, volumes);
  const count = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(volume);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2" align="end" flexWrap="wrap">
      {volumes > 1 && (
        <Field.Root w="auto" minW="15rem">
          <Field.Label fontSize="sm">{t('register.volume', { entries: count(REGISTER_VOLUME_ENTRIES) })}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={volume} onChange={(e) => setChosen(Number(e.currentTarget.value))} data-testid="register-volume">
              {Array.from({ length: volumes }, (_, i) => {
                const { from, to } = volumeRange(i + 1, entries);
                return (
                  <option key={i} value={i + 1}>
                    {t('register.volumeRange', { volume: i + 1, from: count(from), to: count(to) })}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Button variant="outline" onClick={() => void download()} loading={busy} data-testid="register-pdf">
        {t('register.downloadPdf')}
      </Button>
    </HStack>
  );
}
