import { BrowserRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { SessionProvider } from '../lib/session/session';
import { SpinnerOverlay } from '../components/SpinnerOverlay';
import { Toaster } from '../components/toaster';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { useEffect, useState } from 'react';
import { beforeScreens } from '../lib/screensReady';
import { loginSystem } from './theme';
import { AppRoutes } from './router';
import { UpdateBanner } from './pwa/UpdateBanner';

// The full theme, downloaded with the first screen or toast other than the login page's, which waits for it
// (lib/screensReady.ts); the login page draws with loginSystem alone.
const fullSystem = new Promise<typeof loginSystem>((resolve) => {
  beforeScreens(() => import('./fullTheme').then((m) => resolve(m.system)));
});

export function App() {
  const [system, setSystem] = useState(loginSystem);
  useEffect(() => {
    void fullSystem.then((s) => setSystem(s));
  }, []);
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <SessionProvider>
          <ScreenErrorBoundary>
            <AppRoutes />
          </ScreenErrorBoundary>
          <SpinnerOverlay />
          <Toaster />
          <UpdateBanner />
        </SessionProvider>
      </BrowserRouter>
    </ChakraProvider>
  );
}
