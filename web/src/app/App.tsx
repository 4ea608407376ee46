import { BrowserRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { SessionProvider } from '../lib/session/session';
import { SpinnerOverlay } from '../components/SpinnerOverlay';
import { Toaster } from '../components/toaster';
import { useEffect, useState } from 'react';
import { beforeScreens } from '../lib/screensReady';
import { loginSystem } from './theme';
import { AppRoutes } from './router';
import { UpdateBanner } from './pwa/UpdateBanner';

// The full theme, downloaded beside the login page; every other screen waits for it (lib/screensReady.ts).
const fullSystem = import('./fullTheme').then((m) => m.system);
beforeScreens(fullSystem);

export function App() {
  const [system, setSystem] = useState(loginSystem);
  useEffect(() => {
    void fullSystem.then((s) => setSystem(s));
  }, []);
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
          <SpinnerOverlay />
          <Toaster />
          <UpdateBanner />
        </SessionProvider>
      </BrowserRouter>
    </ChakraProvider>
  );
}
