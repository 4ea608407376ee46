/**
 * The device's camera reading QR codes. html5-qrcode 2.3.8 (in maintenance upstream) lives behind this one module, so
 * replacing it (barcode-detector, say) changes only this file. Downloaded when the camera is first started.
 */
export interface QrCamera {
  stop(): Promise<void>;
}

/** Starts the back camera inside the element `elementId`; `onCode` receives every code read (the same one repeatedly). */
export async function startQrCamera(elementId: string, onCode: (text: string) => void): Promise<QrCamera> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, { formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE], verbose: false });
  await reader.start(
    { facingMode: 'environment' },
    {
      fps: 10,
      // the aiming square: most of the smaller side, whatever the phone's orientation
      qrbox: (width, height) => {
        const side = Math.max(120, Math.floor(Math.min(width, height) * 0.8));
        return { width: side, height: side };
      },
    },
    (text) => onCode(text),
    () => undefined,
  );
  return {
    async stop() {
      if (reader.isScanning) await reader.stop();
      reader.clear();
    },
  };
}
