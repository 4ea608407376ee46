import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../config';

/** The one Firebase app of the page, connected to the emulators in local runs. */
export const firebaseApp = initializeApp(config.firebase);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);

if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, config.emulatorHost, config.emulatorPorts.firestore);
}
