import type { ScanResult } from '@tessera/domain/scanner/scan';

let audio: AudioContext | null = null;

/** A short tone; the AudioContext is made on the first scan (a user's gesture started the scanner). */
function tone(frequency: number, startsAt: number, seconds: number) {
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(audio.destination);
  const start = audio.currentTime + startsAt;
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

/**
 * What staff hear and feel without looking at the screen: one high beep and a short buzz when the code is good, two
 * low beeps and a long buzz otherwise. Silent where the browser has no audio or vibration.
 */
export function signal(result: ScanResult) {
  const good = result === 'VALID';
  try {
    if (good) tone(880, 0, 0.15);
    else {
      tone(220, 0, 0.18);
      tone(220, 0.25, 0.18);
    }
  } catch {
    // no audio: the screen says it
  }
  navigator.vibrate?.(good ? 120 : [250, 100, 250]);
}
