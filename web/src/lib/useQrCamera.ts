import { useEffect, useId, useRef, useState } from 'react';
import { startQrCamera, type QrCamera } from './qrCamera';

/** The camera sees a code many times a second: the same code again within this time is the same reading. */
const SAME_CODE_MS = 3_000;

export type QrCameraState = 'off' | 'starting' | 'on' | 'failed';

/**
 * A QR camera for a screen (qrCamera.ts): `elementId` names the element its picture goes into; `start` asks for the
 * camera (browsers want a user's gesture for that), `stop` lets it go, and leaving the screen stops it. Each new code
 * goes to `onCode`, a code read again within a few seconds once only; the camera keeps running, so the next person is
 * read at once. Shared by the scanner and the assemblies' door.
 */
export function useQrCamera(prefix: string, onCode: (code: string) => void) {
  const elementId = `${prefix}-${useId().replaceAll(':', '')}`;
  const camera = useRef<QrCamera | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<QrCameraState>('off');
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

  return { elementId, state, start, stop };
}
