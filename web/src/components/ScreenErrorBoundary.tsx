import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * What a screen shows when it could not load or draw: said plainly, with the reload that mends the usual cause (the
 * screen's code not downloaded, because the connection dropped or a new version replaced the files the open page
 * knows).
 */
function ScreenFailed({ minH }: { minH?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" role="alert" maxW="36rem" mx="auto" py="10" px="4" minH={minH} data-testid="screen-failed">
      <Heading as="h1" size="lg">
        {t('guards.screenFailed.title')}
      </Heading>
      <Text>{t('guards.screenFailed.body')}</Text>
      <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()} data-testid="screen-failed-reload">
        {t('guards.screenFailed.reload')}
      </Button>
    </Stack>
  );
}

interface BoundaryProps {
  resetKey: string;
  minH?: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // another address is another screen: it gets its chance to draw
  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed minH={this.props.minH} /> : this.props.children;
  }
}

/**
 * Catches what a screen throws while loading or drawing, so the app shows ScreenFailed instead of going blank; moving
 * to another address tries again. Inside the shell the bars stay, so the member can still go elsewhere.
 */
export function ScreenErrorBoundary({ children, minH }: { children: ReactNode; minH?: string }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} minH={minH}>
      {children}
    </Boundary>
  );
}
