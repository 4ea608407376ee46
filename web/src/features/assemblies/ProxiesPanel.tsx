import { useState } from 'react';
import { Badge, Box, Button, Field, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { escapeHtml } from '@tessera/domain/html';
import { PROXY_SCAN_ACCEPT } from '@tessera/domain/assemblies/proxyScan';
import { paperProxyScanContract, recordPaperProxyContract, revokePaperProxyContract } from '@tessera/domain/contracts/assemblies';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { FileDropZone } from '../../components/FileDropZone';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { fileProblem } from '../../components/useFileUpload';
import { ApiFailure } from '../../lib/api/client';
import { errorCode } from '../../lib/api/errorText';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { openPaperProxyScan, recordPaperProxy, revokePaperProxy, useProxies, type ProxyDoc } from './api/assemblies';
import type { RollLine } from './api/useRoll';
import { notifyAssemblyFailure } from './errors';
import { MemberSearch } from './MemberSearch';

/** The stored files' type message names WebP too, which a signed form may not be: the area's own says what is taken. */
const scanErrorKey = (message: string) => (message === 'upload.documentType' ? 'assemblies.proxies.scanType' : message);

/**
 * A proxy written on paper, recorded: who gave it and who holds it, both among the entitled, with the scan of the
 * signed form (PDF, JPEG or PNG). The server's verdict on the file (its type read from the bytes, its size) lands
 * under the file; a refused proxy is a toast.
 */
function PaperProxyForm({ assemblyId, entitled }: { assemblyId: string; entitled: readonly RollLine[] }) {
  const { t } = useTranslation();
  const [giver, setGiver] = useState<RollLine | null>(null);
  const [holder, setHolder] = useState<RollLine | null>(null);
  const [scan, setScan] = useState<File | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (file: File | null) => {
    setScan(file);
    setScanError(null);
  };
  const send = async () => {
    if (!giver || !holder) return;
    const problem = fileProblem(scan, true);
    setScanError(problem);
    if (problem || !scan) return;
    setBusy(true);
    try {
      await recordPaperProxy(assemblyId, giver.memberId, holder.memberId, scan);
      notify('success', t('assemblies.proxies.recorded', { giver: giver.name, holder: holder.name }));
      setGiver(null);
      setHolder(null);
      setScan(null);
    } catch (e) {
      const issue = e instanceof ApiFailure ? e.issues?.find((i) => i.path.startsWith('body.scan')) : undefined;
      if (issue) setScanError(issue.message);
      else notifyAssemblyFailure(t, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="paper-proxy-form">
      <Text fontWeight="semibold">{t('assemblies.proxies.paperTitle')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <MemberSearch label={t('assemblies.proxies.giver')} members={entitled} chosen={giver} onChoose={setGiver} testId="proxy-giver" />
        <MemberSearch
          label={t('assemblies.proxies.holder')}
          members={entitled}
          chosen={holder}
          onChoose={setHolder}
          testId="proxy-holder"
        />
      </SimpleGrid>
      <FieldRoot invalid={!!scanError} required>
        <FileDropZone
          label={t('assemblies.proxies.scan')}
          help={t('assemblies.proxies.scanHelp')}
          accept={PROXY_SCAN_ACCEPT}
          file={scan}
          onFile={choose}
          invalid={!!scanError}
          testId="proxy-scan"
        />
        <Field.ErrorText data-testid="proxy-scan-error">{scanError && t(scanErrorKey(scanError))}</Field.ErrorText>
      </FieldRoot>
      <Box>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!giver || !holder}
          loading={busy}
          onClick={() => void send()}
          data-testid="proxy-record"
        >
          {t('assemblies.proxies.record')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The scan of a paper proxy, opened through a short-lived link (the back office only). */
function ScanLink({ assemblyId, giver, giverName }: { assemblyId: string; giver: string; giverName: string }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <Button
      size="xs"
      variant="plain"
      color="fg.info"
      textDecoration="underline"
      px="0"
      loading={busy}
      aria-label={t('assemblies.proxies.scanLinkLabel', { giver: giverName })}
      onClick={() => void run(() => openPaperProxyScan(assemblyId, giver))}
      data-testid="proxy-scan-link"
    >
      {t('assemblies.proxies.scanLink')}
    </Button>
  );
}

/** The failures of a revocation that read better said of the proxy than of the assembly. */
const REVOKE_ERRORS = ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'];

/**
 * "Revoca" on a paper proxy, after a confirmation: for a giver who takes it back (and may have no sign-in to do it
 * themselves), until the assembly opens. The row goes as the live list loses the proxy.
 */
function RevokePaperProxy({ assemblyId, proxy, giver, holder }: { assemblyId: string; proxy: ProxyDoc; giver: string; holder: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBusyAction();
  const revoke = () => {
    setAsking(false);
    void run(
      async () => {
        await revokePaperProxy(assemblyId, proxy.giver);
        notify('success', t('assemblies.proxies.revoked', { giver, holder }));
      },
      (e) => {
        const code = errorCode(e);
        if (code && REVOKE_ERRORS.includes(code)) notifyFailure(t, e, t(`assemblies.proxies.revokeErrors.${code}`));
        else notifyAssemblyFailure(t, e);
      },
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={busy}
        aria-label={t('assemblies.proxies.revokeLabel', { giver })}
        onClick={() => setAsking(true)}
        data-testid="proxy-revoke"
      >
        {t('assemblies.proxies.revoke')}
      </Button>
      <ConfirmDialog
        open={asking}
        ask
        title={t('assemblies.proxies.revokeTitle')}
        messageHtml={t('assemblies.proxies.revokeText', { giver: escapeHtml(giver), holder: escapeHtml(holder) })}
        confirmLabel={t('assemblies.proxies.revokeConfirm')}
        onConfirm={revoke}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The proxies given for the assembly (online or on paper), live; while it is convened, a paper one recorded. */
export function ProxiesPanel({
  orgId,
  assemblyId,
  names,
  entitled,
  open,
}: {
  orgId: string;
  assemblyId: string;
  names: Map<string, string>;
  entitled: readonly RollLine[];
  /** proxies are given until the assembly opens */
  open: boolean;
}) {
  const { t } = useTranslation();
  const records = useCallAllowed(recordPaperProxyContract);
  const readsScans = useCallAllowed(paperProxyScanContract);
  const revokes = useCallAllowed(revokePaperProxyContract) && open;
  const proxies = useProxies(orgId, assemblyId);
  const rows = [...(proxies.data ?? [])].sort((a, b) => (names.get(a.holder) ?? '').localeCompare(names.get(b.holder) ?? '', 'it'));
  return (
    <Stack gap="3" data-testid="proxies-panel">
      <LiveLoadState live={proxies} errorText={t('assemblies.proxies.loadError')} onRetry={() => window.location.reload()} />
      {proxies.status === 'success' && rows.length === 0 && <Text color="fg.muted">{t('assemblies.proxies.none')}</Text>}
      {rows.length > 0 && (
        <Stack
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          gap="0"
          borderWidth="1px"
          borderRadius="md"
          aria-label={t('assemblies.proxies.title')}
        >
          {rows.map((p) => (
            <HStack
              as="li"
              key={p.id}
              px="3"
              py="2"
              borderBottomWidth="1px"
              justify="space-between"
              flexWrap="wrap"
              data-testid="proxy-row"
              data-giver={p.giver}
              data-holder={p.holder}
            >
              <Text>{t('assemblies.proxies.line', { giver: names.get(p.giver) ?? p.giver, holder: names.get(p.holder) ?? p.holder })}</Text>
              <HStack gap="2">
                {p.scanFileId && readsScans && (
                  <ScanLink assemblyId={assemblyId} giver={p.giver} giverName={names.get(p.giver) ?? p.giver} />
                )}
                <Badge colorPalette={p.paper ? 'orange' : 'blue'}>
                  {t(p.paper ? 'assemblies.proxies.paper' : 'assemblies.proxies.online')}
                </Badge>
                {p.paper && revokes && (
                  <RevokePaperProxy
                    assemblyId={assemblyId}
                    proxy={p}
                    giver={names.get(p.giver) ?? p.giver}
                    holder={names.get(p.holder) ?? p.holder}
                  />
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      {records && open && <PaperProxyForm assemblyId={assemblyId} entitled={entitled} />}
    </Stack>
  );
}
