import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin SDK app per process; the emulator sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

/**
 * A BulkWriter for a job's many writes. Against Firestore it ramps up as Firestore asks of traffic to new data (500
 * writes a second, half as many again every five minutes: BulkWriter's default); the emulator has no servers to spread
 * the load over, and there the ramp only held the writes back (10,000 documents: 19.5 s ramped, 1.2 s not), so it is
 * off there.
 */
export const bulkWriter = () => db.bulkWriter({ throttling: !process.env.FIRESTORE_EMULATOR_HOST });
