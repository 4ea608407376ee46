import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../config';
import { firebaseApp } from './sdk';

/**
 * The page's Firestore, imported by the data hooks (lib/data) only, so it arrives with the first lazy screen that
 * reads. A module body runs once, so the emulator is connected once and before any query can be made.
 */
export const firestore = getFirestore(firebaseApp);

if (config.useEmulators) connectFirestoreEmulator(firestore, config.emulatorHost, config.emulatorPorts.firestore);
