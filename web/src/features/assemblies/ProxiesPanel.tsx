import { useState } from 'react';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recordPaperProxyContract } from '@tessera/domain/contracts/assemblies';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify } from '../../components/toaster';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { recordPaperProxy, useProxies } from './api/assemblies';
import type { RollLine } from './api/useRoll';
import { notifyAssemblyFailure } from './errors';
import { MemberSearch } from './MemberSearch';

/** A proxy written on paper, recorded: who gave it and who holds it, both among the entitled. */
function PaperProxyForm({ assemblyId, entitled }: { assemblyId: string; entitled: readonly RollLine[] }) {
  const { t } = useTranslation();
  const [giver, setGiver] = useState<RollLine | null>(null);
  const [holder, setHolder] = useState<RollLine | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!giver || !holder) return;
    setBusy(true);
    try {
      await recordPaperProxy(assemblyId, giver.memberId, holder.memberId);
      notify('success', t('assemblies.proxies.recorded', { giver: giver.name, holder: holder.name }));
      setGiver(null);
      setHolder(null);
    } catch (e) {
      notifyAssemblyFailure(t, e);
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
              <Badge colorPalette={p.paper ? 'orange' : 'blue'}>
                {t(p.paper ? 'assemblies.proxies.paper' : 'assemblies.proxies.online')}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
      {records && open && <PaperProxyForm assemblyId={assemblyId} entitled={entitled} />}
    </Stack>
  );
}
