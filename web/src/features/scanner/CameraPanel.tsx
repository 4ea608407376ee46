import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQrCamera } from '../../lib/useQrCamera';

/**
 * The camera view (lib/useQrCamera.ts): started by a tap, stopped on leaving the page. Each new code goes to `onCode`;
 * the camera keeps running, so the next person is read at once.
 */
export function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const { elementId, state, start, stop } = useQrCamera('qr-camera', onCode);

  return (
    <Stack gap="3">
      <Box
        id={elementId}
        data-testid="scanner-camera"
        w="full"
        maxW="md"
        mx="auto"
        borderRadius="l2"
        overflow="hidden"
        bg={state === 'on' ? 'black' : undefined}
      />
      {state === 'failed' && (
        <Text color="fg.error" data-testid="scanner-camera-failed">
          {t('scanner.cameraFailed')}
        </Text>
      )}
      {state === 'on' ? (
        <Button variant="outline" onClick={() => void stop()}>
          {t('scanner.stopCamera')}
        </Button>
      ) : (
        <Button colorPalette="brand" size="lg" loading={state === 'starting'} onClick={() => void start()} data-testid="scanner-start">
          {t('scanner.startCamera')}
        </Button>
      )}
    </Stack>
  );
}
