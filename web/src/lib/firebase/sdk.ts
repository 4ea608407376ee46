import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { config } from '../config';

/**
 * The one Firebase app of the page and its Auth, connected to the emulator in local runs. Firestore lives in
 * ./firestore.ts: only the screens that read import it, so the login page never downloads the Firestore SDK.
 */
export const firebaseApp = initializeApp(config.firebase);
// getAuth's persistence without its popup/redirect sign-in support, which the app never uses (a smaller login route)
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
}
