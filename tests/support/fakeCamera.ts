import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A video of `text` as a QR code, for Chromium's fake camera (--use-file-for-fake-video-capture): a Y4M file (raw
 * 4:2:0 frames) in which every frame is the code, black on white, with its quiet zone. Answers the Chromium flags.
 */
export function fakeCameraShowing(text: string): string[] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  // about half the frame, as a code held before a phone is: inside the scanner's aiming square with its quiet zone
  const module = Math.floor((HEIGHT * 0.55) / (size + 8));
  const left = Math.floor((WIDTH - size * module) / 2);
  const top = Math.floor((HEIGHT - size * module) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size * module; y += 1)
    for (let x = 0; x < size * module; x += 1)
      if (qr.modules.get(Math.floor(y / module), Math.floor(x / module))) luma[(top + y) * WIDTH + left + x] = 16;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES}:1 Ip A1:1 C420jpeg\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'tessera-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
