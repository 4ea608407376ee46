import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin SDK app per process; the emulator sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();
