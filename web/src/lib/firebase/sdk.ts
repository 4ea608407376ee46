import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from '../config';

/**
 * The one Firebase app of the page and its Auth, connected to the emulator in local runs. Firestore lives in
 * ./firestore.ts: only the screens that read import it, so the login page never downloads the Firestore SDK.
 */
export const firebaseApp = initializeApp(config.firebase);
export const auth = getAuth(firebaseApp);

if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
}
