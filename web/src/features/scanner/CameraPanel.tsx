import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { startQrCamera, type QrCamera } from '../../lib/qrCamera';

/** The same code read again by the camera within this time is the same reading (the camera sees it many times a second). */
const SAME_CODE_MS = 3_000;

/**
 * The camera view: started by a tap (browsers ask for the camera on a user's gesture), stopped on leaving the page.
 * Each new code goes to `onCode`; the camera keeps running, so the next person is read at once.
 */
export function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const elementId = `qr-camera-${useId().replaceAll(':', '')}`;
  const camera = useRef<QrCamera | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  useEffect(
    () => () => {
      void camera.current?.stop();
    },
    [],
  );

  async function start() {
    setState('starting');
    try {
      camera.current = await startQrCamera(elementId, (code) => {
        const now = Date.now();
        if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_MS) return;
        last.current = { code, at: now };
        handler.current(code);
      });
      setState('on');
    } catch {
      setState('failed');
    }
  }

  async function stop() {
    await camera.current?.stop();
    camera.current = null;
    setState('off');
  }

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
