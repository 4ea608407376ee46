import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQrCamera } from '../../lib/useQrCamera';

/**
 * The device's camera at the assembly's door (lib/useQrCamera.ts), started by a tap and kept running so the next member
 * is read at once.
 */
export function DoorCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const { elementId, state, start, stop } = useQrCamera('door-camera', onCode);

  return (
    <Stack gap="2">
      <Box id={elementId} w="full" maxW="sm" borderRadius="l2" overflow="hidden" bg={state === 'on' ? 'black' : undefined} />
      {state === 'failed' && <Text color="fg.error">{t('assemblies.door.cameraFailed')}</Text>}
      {state === 'on' ? (
        <Button variant="outline" alignSelf="start" onClick={() => void stop()}>
          {t('assemblies.door.stopCamera')}
        </Button>
      ) : (
        <Button variant="outline" alignSelf="start" loading={state === 'starting'} onClick={() => void start()} data-testid="door-camera">
          {t('assemblies.door.startCamera')}
        </Button>
      )}
    </Stack>
  );
}
