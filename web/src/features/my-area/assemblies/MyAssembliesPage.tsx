import { useState } from 'react';
import { Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/BackLink';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { PageTitle } from '../../../components/PageTitle';
import { errorText } from '../../../lib/api/errorText';
import { useSession } from '../../../lib/session/session';
import { AssemblyCard } from './AssemblyCard';
import { useMyAssemblies, useStatuteRules, type MyAssembly } from './myAssemblies';

/**
 * The member's proxy code, while an assembly takes proxies: what another member types to give them their proxy. Members
 * cannot look each other up, so the code travels between them (a message, a word at the door); it is the member
 * record's id, what the API names.
 */
function ProxyCode({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  // the link opens this page with the code filled in, for the member who will give the proxy
  const link = `${window.location.origin}/my-area/assemblies?holder=${encodeURIComponent(memberId)}`;
  async function copy(what: 'code' | 'link') {
    try {
      await navigator.clipboard.writeText(what === 'code' ? memberId : link);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  }
  return (
    <Card.Root size="sm" variant="subtle" data-testid="my-proxy-code-card">
      <Card.Body gap="3">
        <Text as="h2" fontWeight="semibold">
          {t('my-area.assemblies.code.title')}
        </Text>
        <Code fontSize="md" px="2" py="1" alignSelf="start" data-testid="my-proxy-code">
          {memberId}
        </Code>
        <Text fontSize="sm" color="fg.muted">
          {t('my-area.assemblies.code.help')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" aria-live="polite">
          <Button size="lg" variant="outline" onClick={() => void copy('code')} data-testid="copy-proxy-code">
            {t(copied === 'code' ? 'my-area.assemblies.code.copied' : 'my-area.assemblies.code.copy')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => void copy('link')} data-testid="copy-proxy-link">
            {t(copied === 'link' ? 'my-area.assemblies.code.copied' : 'my-area.assemblies.code.copyLink')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const byFirstCall = (a: MyAssembly, b: MyAssembly) => a.firstCall.localeCompare(b.firstCall);

/**
 * Assemblee: the assemblies convened (upcoming and in progress first, on the Italian clock), whether the member votes
 * and why not, their proxy, joining and voting on the day, live; then the past ones with their results.
 */
export function MyAssembliesPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const memberId = profile.memberId;
  const [params] = useSearchParams();
  const live = useMyAssemblies(profile.orgId);
  const rules = useStatuteRules(profile.orgId);

  const body = () => {
    if (!memberId) return <Text color="fg.muted">{t('my-area.noMember')}</Text>;
    if (live.status === 'error')
      return (
        <Text color="red.fg" role="alert">
          {errorText(t, live.error)}
        </Text>
      );
    if (live.status === 'loading' || !rules) return <LoadingSkeleton height="48" data-testid="my-assemblies-loading" />;
    const current = live.data.filter((a) => a.status !== 'CLOSED').sort(byFirstCall);
    const past = live.data.filter((a) => a.status === 'CLOSED').sort((a, b) => byFirstCall(b, a));
    const card = (a: MyAssembly) => (
      <AssemblyCard
        key={a.id}
        assembly={a}
        orgId={profile.orgId}
        memberId={memberId}
        rules={rules}
        suggestedHolder={params.get('holder') ?? ''}
      />
    );
    return (
      <>
        {current.length === 0 ? (
          <Text color="fg.muted" data-testid="my-assemblies-empty">
            {t('my-area.assemblies.empty')}
          </Text>
        ) : (
          <Stack gap="6">{current.map(card)}</Stack>
        )}
        {current.some((a) => a.status === 'CONVENED') && <ProxyCode memberId={memberId} />}
        {past.length > 0 && (
          <Stack as="section" gap="4" aria-labelledby="past-assemblies">
            <Heading as="h2" id="past-assemblies" size="lg">
              {t('my-area.assemblies.past')}
            </Heading>
            {past.map(card)}
          </Stack>
        )}
      </>
    );
  };

  return (
    <Stack gap="6" maxW="3xl" w="full">
      <Stack gap="1">
        <BackLink to="/my-area" label={t('my-area.title')} />
        <PageTitle>{t('my-area.assemblies.title')}</PageTitle>
        <Text color="fg.muted">{t('my-area.assemblies.intro')}</Text>
      </Stack>
      {body()}
    </Stack>
  );
}
