import { BrowserRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { SessionProvider } from '../lib/session/session';
import { SpinnerOverlay } from '../components/SpinnerOverlay';
import { Toaster } from '../components/toaster';
import { system } from './theme';
import { AppRoutes } from './router';

export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
          <SpinnerOverlay />
          <Toaster />
        </SessionProvider>
      </BrowserRouter>
    </ChakraProvider>
  );
}
