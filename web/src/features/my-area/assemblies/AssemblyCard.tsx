import type { ReactNode } from 'react';
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import type { StatuteRules } from '@tessera/domain/assemblies/rules';
import { documentsOf } from '@tessera/domain/assemblies/documents';
import { MyDocuments } from './MyDocuments';
import { AgendaList } from './AgendaList';
import { ApprovedMinutes } from './ApprovedMinutes';
import { AttendPanel } from './AttendPanel';
import { formatCall } from './callTime';
import { EntitlementNote } from './EntitlementNote';
import { useMySide, type MyAssembly, type MySide } from './myAssemblies';
import { ProxyPanel } from './ProxyPanel';
import { VotePanel } from './VotePanel';

const STATUS_PALETTE = { DRAFT: 'gray', CONVENED: 'blue', OPEN: 'green', CLOSED: 'gray' } as const;

/** When and where: both calls on the Italian clock, the place and whether it is held by video. */
function WhenWhere({ assembly }: { assembly: MyAssembly }) {
  const { t, i18n } = useTranslation();
  const where = assembly.place
    ? assembly.online
      ? t('my-area.assemblies.placeAndVideo', { place: assembly.place })
      : assembly.place
    : t('my-area.assemblies.videoOnly');
  return (
    <Stack as="dl" gap="2" fontSize="sm" data-testid="assembly-when-where">
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '1' }}>
        <Text as="dt" fontWeight="medium">
          {t('my-area.assemblies.firstCall')}
        </Text>
        <Text as="dd" data-testid="assembly-first-call">
          {formatCall(assembly.firstCall, i18n.language)}
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '1' }}>
        <Text as="dt" fontWeight="medium">
          {t('my-area.assemblies.secondCall')}
        </Text>
        <Text as="dd" data-testid="assembly-second-call">
          {formatCall(assembly.secondCall, i18n.language)}
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '1' }}>
        <Text as="dt" fontWeight="medium">
          {t('my-area.assemblies.where')}
        </Text>
        <Text as="dd" data-testid="assembly-place">
          {where}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The documents of the assembly as a whole (those of an item are under it in the agenda); nothing when there are none. */
function WholeDocuments({ assembly }: { assembly: MyAssembly }) {
  const { t } = useTranslation();
  const whole = documentsOf(assembly).filter((d) => d.itemId === null);
  if (!whole.length) return null;
  return (
    <Stack gap="2" data-testid="my-assembly-documents">
      <Heading as="h3" size="md">
        {t('my-area.assemblies.documents')}
      </Heading>
      <MyDocuments assemblyId={assembly.id} documents={whole} />
    </Stack>
  );
}

/** The card of an assembly: its header, what concerns the member (`children`), the agenda. */
function AssemblyFrame({ assembly, children }: { assembly: MyAssembly; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = `assembly-${assembly.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={`${id}-title`}
      variant="outline"
      bg="app.panel"
      data-testid="my-assembly"
      data-id={assembly.id}
      data-status={assembly.status}
    >
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={STATUS_PALETTE[assembly.status]} data-testid="assembly-status">
              {t(`my-area.assemblies.status.${assembly.status}`)}
            </Badge>
            <Badge variant="outline" data-testid="assembly-kind">
              {t(`my-area.assemblies.kind.${assembly.kind}`)}
            </Badge>
          </HStack>
          <Heading as="h2" id={`${id}-title`} size="lg">
            {assembly.title}
          </Heading>
          <WhenWhere assembly={assembly} />
        </Stack>
        {children}
        <Stack gap="2">
          <Heading as="h3" size="md">
            {t('my-area.assemblies.agenda')}
          </Heading>
          <AgendaList assembly={assembly} />
        </Stack>
        <WholeDocuments assembly={assembly} />
      </Card.Body>
    </Card.Root>
  );
}

/** The item put to the vote now, up top where the phone opens: its title and the member's ballot. */
function NowVoting({ assembly, item, side, rules }: { assembly: MyAssembly; item: AgendaItem; side: MySide; rules: StatuteRules }) {
  const { t } = useTranslation();
  const position = assembly.agenda.indexOf(item) + 1;
  return (
    <Stack
      as="section"
      aria-labelledby={`voting-${assembly.id}`}
      gap="3"
      borderWidth="2px"
      borderColor="brand.solid"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="0">
        <Text fontSize="sm" fontWeight="medium" color="brand.fg">
          {t('my-area.assemblies.voteOpen')}
        </Text>
        <Heading as="h3" id={`voting-${assembly.id}`} size="md">
          {position}. {item.title}
        </Heading>
      </Stack>
      {item.description && (
        <Text fontSize="sm" whiteSpace="pre-line">
          {item.description}
        </Text>
      )}
      <VotePanel assembly={assembly} item={item} side={side} rules={rules} />
    </Stack>
  );
}

interface CardProps {
  assembly: MyAssembly;
  orgId: string;
  memberId: string;
  rules: StatuteRules;
  suggestedHolder: string;
}

/** An assembly convened or under way: whether the member votes, their presence and proxy, the vote open now, live. */
function CurrentAssembly({ assembly, orgId, memberId, rules, suggestedHolder }: CardProps) {
  const side = useMySide(orgId, assembly.id, memberId);
  const voting = assembly.status === 'OPEN' ? assembly.agenda.find((i) => i.status === 'OPEN') : undefined;
  return (
    <AssemblyFrame assembly={assembly}>
      <EntitlementNote assembly={assembly} entitlement={side.entitlement} rules={rules} />
      <AttendPanel assembly={assembly} side={side} rules={rules} />
      {voting && <NowVoting assembly={assembly} item={voting} side={side} rules={rules} />}
      <ProxyPanel assembly={assembly} side={side} suggestedHolder={suggestedHolder} />
    </AssemblyFrame>
  );
}

/**
 * One assembly as the member follows it: from the convocation, through the day, to the results. A closed one reads
 * nothing of the member's own: only its agenda's results matter then, and its minutes once approved.
 */
export function AssemblyCard(props: CardProps) {
  if (props.assembly.status === 'CLOSED')
    return (
      <AssemblyFrame assembly={props.assembly}>
        <ApprovedMinutes orgId={props.orgId} assemblyId={props.assembly.id} approved={props.assembly.minutesApproved === true} />
      </AssemblyFrame>
    );
  return <CurrentAssembly {...props} />;
}
