import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp, firestore } from '../firebase/sdk';

/** reactfire's providers, kept here so that screens never import reactfire (it is swappable behind lib/data). */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
