import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { notify } from '../../../components/toaster';
import { assemblyErrorText } from './actionError';
import { escapeHtml } from '@tessera/domain/html';
import { giveProxy, proxyHolderName, revokeProxy } from './assemblyCalls';
import type { MyAssembly, MySide } from './myAssemblies';

/**
 * The member's proxy for one assembly: given to another entitled member by their proxy code (the code each member
 * reads on their own page), after a confirmation naming whose the code is; revoked until the opening; and the proxies
 * received.
 */
export function ProxyPanel({ assembly, side, suggestedHolder }: { assembly: MyAssembly; side: MySide; suggestedHolder: string }) {
  const { t } = useTranslation();
  const [holder, setHolder] = useState(suggestedHolder);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** the holder the code names, asked before the proxy is given */
  const [named, setNamed] = useState<{ code: string; name: string } | null>(null);
  const convened = assembly.status === 'CONVENED';
  const entitlement = side.entitlement.status === 'success' ? side.entitlement.data : undefined;
  const id = `proxy-${assembly.id}`;
  if (side.proxy === undefined || side.held === undefined) return convened ? <LoadingSkeleton height="24" /> : null;

  /** The code first names its holder (PROXY_REFUSED, NOT_ENTITLED, NOT_FOUND said here), then the member confirms. */
  async function ask(e: FormEvent) {
    e.preventDefault();
    const code = holder.trim();
    if (!code) {
      setFailure(t('my-area.assemblies.proxy.codeRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setNamed({ code, name: await proxyHolderName(assembly.id, code) });
    } catch (err) {
      setFailure(assemblyErrorText(t, 'holder', err));
    } finally {
      setBusy(false);
    }
  }

  async function give(code: string) {
    setNamed(null);
    setBusy(true);
    setFailure(null);
    try {
      await giveProxy(assembly.id, code);
      setHolder('');
      notify('success', t('my-area.assemblies.proxy.given'));
    } catch (err) {
      setFailure(assemblyErrorText(t, 'proxy', err));
    } finally {
      setBusy(false);
    }
  }

  async function revoke() {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      await revokeProxy(assembly.id);
      notify('success', t('my-area.assemblies.proxy.revoked'));
    } catch (err) {
      setFailure(assemblyErrorText(t, 'revoke', err));
    } finally {
      setBusy(false);
    }
  }

  const given = side.proxy;
  const held = side.held;
  // once the assembly is open nothing can be given or revoked: only what stands is worth showing
  if (!convened && !given && held.count === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`} data-testid="proxy-panel">
      <Heading as="h3" id={`${id}-title`} size="md">
        {t('my-area.assemblies.proxy.title')}
      </Heading>
      {given ? (
        <Stack gap="3">
          <Text data-testid="proxy-given" data-holder={given.holder}>
            {t(given.paper ? 'my-area.assemblies.proxy.givenToPaper' : 'my-area.assemblies.proxy.givenTo', { code: given.holder })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(convened ? 'my-area.assemblies.proxy.givenHelp' : 'my-area.assemblies.proxy.givenFixed')}
          </Text>
          {convened && (
            <Button
              variant="outline"
              colorPalette="red"
              size="lg"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={busy}
              onClick={() => setConfirming(true)}
              data-testid="proxy-revoke"
            >
              {t('my-area.assemblies.proxy.revoke')}
            </Button>
          )}
        </Stack>
      ) : !convened ? null : held.count > 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="proxy-cannot-give">
          {t('my-area.assemblies.proxy.holderCannotGive')}
        </Text>
      ) : entitlement && !entitlement.entitled ? (
        <Text fontSize="sm" color="fg.muted" data-testid="proxy-not-entitled">
          {t('my-area.assemblies.proxy.notEntitled')}
        </Text>
      ) : (
        <Stack as="form" gap="3" onSubmit={(e) => void ask(e)}>
          <Text fontSize="sm" color="fg.muted">
            {t('my-area.assemblies.proxy.help')}
          </Text>
          <Field.Root invalid={failure !== null}>
            <Field.Label>{t('my-area.assemblies.proxy.holderCode')}</Field.Label>
            <Input
              size="lg"
              value={holder}
              onChange={(e) => setHolder(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              data-testid="proxy-holder-code"
            />
            <Field.HelperText>{t('my-area.assemblies.proxy.holderCodeHelp')}</Field.HelperText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={busy}
            data-testid="proxy-give"
          >
            {t('my-area.assemblies.proxy.give')}
          </Button>
        </Stack>
      )}
      {failure && (
        <Alert.Root status="error" data-testid="proxy-error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {held.count > 0 && (
        <Stack gap="1" data-testid="proxies-received" data-count={held.count}>
          <Text fontWeight="medium">{t('my-area.assemblies.proxy.received', { count: held.count })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('my-area.assemblies.proxy.receivedFrom', { codes: held.givers.join(', ') })}
          </Text>
        </Stack>
      )}
      <ConfirmDialog
        open={named !== null}
        ask
        title={t('my-area.assemblies.proxy.give')}
        messageHtml={t('my-area.assemblies.proxy.giveConfirm', { name: escapeHtml(named?.name ?? '') })}
        confirmLabel={t('my-area.assemblies.proxy.give')}
        onConfirm={() => named && void give(named.code)}
        onCancel={() => setNamed(null)}
      />
      <ConfirmDialog
        open={confirming}
        ask
        title={t('my-area.assemblies.proxy.revoke')}
        messageHtml={t('my-area.assemblies.proxy.revokeConfirm')}
        confirmLabel={t('my-area.assemblies.proxy.revoke')}
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
