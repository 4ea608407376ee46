import { Badge, Box, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@tessera/domain/entities/member';
import type { MemberRow } from './api/useMembers';

const STATUS_PALETTE: Record<AccountStatus, string> = { ACTIVE: 'green', INACTIVE: 'gray', PENDING: 'orange', SUSPENDED: 'red' };

function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{t(`accountStatus.${status}`)}</Badge>;
}

interface Props {
  rows: MemberRow[];
  groupName: (id: string | undefined) => string;
}

/** One page of members: a table on wide screens, a list below 768 px (no sideways scrolling on a phone). */
export function MemberRows({ rows, groupName }: Props) {
  const { t } = useTranslation();
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;
  if (compact) {
    return (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('subscribers.title')}>
        {rows.map((m) => (
          <Box as="li" key={m.id} px="4" py="3" borderBottomWidth="1px" data-testid="member-row" data-member-id={m.id}>
            <HStack justify="space-between" gap="2">
              <Text fontWeight="medium" truncate>
                {m.surname} {m.name}
              </Text>
              <StatusBadge status={m.accountStatus} />
            </HStack>
            <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted" mt="1">
              <Text fontFamily="mono">{m.ssn}</Text>
              <Text truncate>
                {m.cardNumber ?? '—'} · {groupName(m.group)}
              </Text>
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive data-testid="members-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('subscribers.surname')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('subscribers.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('subscribers.ssn')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('subscribers.cardNumber')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('subscribers.group')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('subscribers.accountStatus')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((m) => (
            <Table.Row key={m.id} data-testid="member-row" data-member-id={m.id}>
              <Table.Cell fontWeight="medium">{m.surname}</Table.Cell>
              <Table.Cell>{m.name}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {m.ssn}
              </Table.Cell>
              <Table.Cell>{m.cardNumber ?? '—'}</Table.Cell>
              <Table.Cell>{groupName(m.group)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={m.accountStatus} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
