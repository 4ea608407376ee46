import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { startQrCamera, type QrCamera } from '../../lib/qrCamera';

/** The camera sees a code many times a second: the same code again within this time is the same reading. */
const SAME_CODE_MS = 3_000;

/**
 * The device's camera at the assembly's door (lib/qrCamera.ts, the scanner's camera module): started by a tap, as
 * browsers ask for the camera on a gesture, and kept running so the next member is read at once.
 */
export function DoorCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const elementId = `door-camera-${useId().replaceAll(':', '')}`;
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
        if (last.current?.code === code && now - last.current.at < SAME_CODE_MS) return;
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
