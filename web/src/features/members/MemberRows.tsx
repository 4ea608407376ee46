import { Badge, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AccountStatus } from '@tessera/domain/entities/member';
import type { MemberSortKey as SortKey } from '@tessera/domain/lists/specs';
import { ListRows } from '../../components/ListRows';
import { RowSelect } from './RowSelect';
import { MemberAccessBadge } from '../../components/invitations/MemberAccessBadge';
import { SortHeader } from '../../components/SortHeader';
import type { MemberRow, MemberSort } from './api/useMembers';

const STATUS_PALETTE: Record<AccountStatus, string> = { ACTIVE: 'green', INACTIVE: 'gray', PENDING: 'orange', SUSPENDED: 'red' };

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{t(`accountStatus.${status}`)}</Badge>;
}

/** The rows chosen for an action on several members (the invitation); absent when the caller may not act on several. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
}

interface Props {
  rows: MemberRow[];
  selection?: RowSelection;
  /** the group's name; null when the organization hides groups (preference showGroups) */
  groupName: ((id: string | undefined) => string) | null;
  sort: MemberSort;
  onSort: (key: SortKey) => void;
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'surname', label: 'members.surname' },
  { key: 'name', label: 'members.name' },
  { key: 'ssn', label: 'members.ssn' },
  { key: 'cardNumber', label: 'members.cardNumber' },
  { key: 'group', label: 'members.group' },
  { key: 'accountStatus', label: 'members.accountStatus' },
];

/**
 * One page of members: a table on wide screens (sortable headers, rows open the member), a list below
 * 768 px (no sideways scrolling on a phone). The surname is a link, so keyboard users Tab to it and press Enter.
 */
export function MemberRows({ rows, groupName, sort, onSort, selection }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chosen = rows.filter((m) => selection?.selected.has(m.id)).length;
  const select = (m: MemberRow) =>
    selection && (
      <RowSelect
        checked={selection.selected.has(m.id)}
        label={t('members.select.one', { name: `${m.surname} ${m.name}` })}
        onChange={(on) => selection.toggle([m.id], on)}
        testId="member-select"
      />
    );
  return (
    <ListRows
      rows={rows}
      label={t('members.title')}
      rowKey={(m) => m.id}
      rowData={(m) => ({ 'data-testid': 'member-row', 'data-member-id': m.id })}
      flushCard
      card={(m) => (
        <HStack gap="0" align="stretch" width="full">
          {selection && (
            <HStack ps="4" align="center">
              {select(m)}
            </HStack>
          )}
          {/* the rest of the row beside the checkbox: a full width would push the card past a phone's edge */}
          <Link
            asChild
            display="block"
            px="4"
            py="3"
            color="inherit"
            textDecoration="none"
            _hover={{ bg: 'bg.muted' }}
            flex="1"
            minWidth="0"
          >
            <RouterLink to={`/subscribers/${m.id}`} aria-label={t('members.open', { name: `${m.surname} ${m.name}` })}>
              <HStack justify="space-between" gap="2" width="full">
                <Text fontWeight="medium" truncate>
                  {m.surname} {m.name}
                </Text>
                <HStack gap="1" flexShrink={0}>
                  <StatusBadge status={m.accountStatus} />
                  <MemberAccessBadge member={m} />
                </HStack>
              </HStack>
              <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted" mt="1" width="full">
                <Text fontFamily="mono">{m.ssn}</Text>
                <Text truncate>
                  {m.cardNumber ?? '—'}
                  {groupName && ` · ${groupName(m.group)}`}
                </Text>
              </HStack>
            </RouterLink>
          </Link>
        </HStack>
      )}
      tableTestId="members-table"
      header={
        <>
          {selection && (
            <Table.ColumnHeader width="1">
              <RowSelect
                checked={chosen === 0 ? false : chosen === rows.length ? true : 'indeterminate'}
                label={t('members.select.page')}
                onChange={(on) =>
                  selection.toggle(
                    rows.map((m) => m.id),
                    on,
                  )
                }
                testId="members-select-page"
              />
            </Table.ColumnHeader>
          )}
          {COLUMNS.filter((c) => groupName || c.key !== 'group').map((c) => (
            <SortHeader key={c.key} column={c.key} label={t(c.label)} sort={sort} onSort={onSort} />
          ))}
          <Table.ColumnHeader>{t('members.access.column')}</Table.ColumnHeader>
        </>
      }
      onRowClick={(m, e) => {
        if ((e.target as HTMLElement).closest('a, label, input')) return;
        void navigate(`/subscribers/${m.id}`);
      }}
      cells={(m) => (
        <>
          {selection && <Table.Cell>{select(m)}</Table.Cell>}
          <Table.Cell fontWeight="medium" data-column="surname">
            <Link asChild color="inherit" fontWeight="medium">
              <RouterLink to={`/subscribers/${m.id}`} aria-label={t('members.open', { name: `${m.surname} ${m.name}` })}>
                {m.surname}
              </RouterLink>
            </Link>
          </Table.Cell>
          <Table.Cell>{m.name}</Table.Cell>
          <Table.Cell fontFamily="mono" fontSize="xs">
            {m.ssn}
          </Table.Cell>
          <Table.Cell data-column="cardNumber">{m.cardNumber ?? '—'}</Table.Cell>
          {groupName && <Table.Cell>{groupName(m.group)}</Table.Cell>}
          <Table.Cell>
            <StatusBadge status={m.accountStatus} />
          </Table.Cell>
          <Table.Cell>
            <MemberAccessBadge member={m} />
          </Table.Cell>
        </>
      )}
    />
  );
}
