import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@tessera/domain/entities/common';
import { useSession } from '../../lib/session/session';
import { Fact } from '../../components/Fact';
import { useDateFormatter, useShownMemberFields } from '../../lib/data/usePreferences';
import { useListValueNames } from '../../lib/data/useListValues';
import type { MemberDoc } from './api/useMember';
import { useCustomFields } from '../../lib/data/useCustomFields';
import { ADDRESS_KEYS } from './memberFormValues';

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" bg="app.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid={testId} minW="0">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const dl = { as: 'dl' as const, columns: { base: 1, sm: 2 }, gap: '3' };

/** A stored date as a Date, or nothing (a field may hold anything). */
export const asDate = (d: unknown): Date | null => (d instanceof Date && !Number.isNaN(d.getTime()) ? d : null);
const ROME = { timeZone: 'Europe/Rome' };

const addressText = (a: Address | undefined) =>
  a ? [a.line, [a.zip, a.city, a.state && `(${a.state})`].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') : '';

/** The member's data, read-only (every role that reads members; the edit form replaces it for writers). */
export function MemberView({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const shown = useShownMemberFields();
  const lists = useListValueNames(profile.orgId);
  const custom = useCustomFields(profile.orgId);
  const name = (type: 'groups' | 'sections' | 'categories' | 'marital', id?: string) => (id ? (lists?.[type]?.get(id) ?? id) : '');
  const f = (k: string) => t(`members.form.${k}`);
  return (
    <Stack gap="4" data-testid="member-view">
      <Panel title={t('members.detail.personal')}>
        <SimpleGrid {...dl}>
          <Fact label={f('surname')} value={member.surname} testId="view-surname" />
          <Fact label={f('name')} value={member.name} testId="view-name" />
          <Fact
            label={f('ssn')}
            value={
              <Text as="span" fontFamily="mono">
                {member.ssn}
              </Text>
            }
            testId="view-ssn"
          />
          <Fact label={f('gender')} value={member.gender && f(`gender${member.gender}`)} />
          <Fact label={f('title')} value={member.title} />
          {shown.maritalStatus && <Fact label={f('maritalStatus')} value={name('marital', member.maritalStatus)} />}
          <Fact label={f('birthDate')} value={formatDate(asDate(member.birthDate))} testId="view-birthDate" />
          <Fact
            label={f('birthPlace')}
            value={member.birthPlace && `${member.birthPlace}${member.birthProvince ? ` (${member.birthProvince})` : ''}`}
            testId="view-birthPlace"
          />
          <Fact label={f('cid')} value={member.cid} />
        </SimpleGrid>
      </Panel>
      <Panel title={t('members.form.membership')}>
        <SimpleGrid {...dl}>
          {shown.group && <Fact label={f('group')} value={name('groups', member.group)} testId="view-group" />}
          {shown.section && <Fact label={f('section')} value={name('sections', member.section)} />}
          <Fact label={f('category')} value={name('categories', member.category)} />
          <Fact label={f('accountStatus')} value={member.accountStatus && t(`accountStatus.${member.accountStatus}`)} />
          <Fact label={f('cardNumber')} value={member.cardNumber} testId="view-cardNumber" />
          <Fact label={t('members.detail.cardStatus')} value={member.cardStatus && t(`cardStatus.${member.cardStatus}`)} />
          <Fact label={t('members.detail.registeredAt')} value={formatDate(asDate(member.registeredAt), ROME)} />
          <Fact label={t('members.detail.lastPaymentAt')} value={formatDate(asDate(member.lastPaymentAt), ROME)} />
          <Fact label={f('privacyAcceptedAt')} value={formatDate(asDate(member.privacyAcceptedAt))} />
        </SimpleGrid>
      </Panel>
      <Panel title={t('members.detail.contacts')}>
        <SimpleGrid {...dl}>
          <Fact label={f('phone')} value={member.phone} testId="view-phone" />
          <Fact label={f('email')} value={member.email} testId="view-email" />
          <Fact label={f('secondaryEmail')} value={member.secondaryEmail} />
          {ADDRESS_KEYS.map((k) => (
            <Fact key={k} label={f(k)} value={addressText(member[k])} testId={`view-${k}`} />
          ))}
        </SimpleGrid>
      </Panel>
      <Panel title={t('members.form.other')}>
        <SimpleGrid {...dl}>
          <Fact label={f('hobbies')} value={member.hobbies} />
          <Fact label={f('notes')} value={member.notes} testId="view-notes" />
          {custom.status === 'success' &&
            custom.data.map((d) => {
              const v = member.customFields?.[d.name];
              return <Fact key={d.id} label={d.name} value={Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v)} />;
            })}
        </SimpleGrid>
      </Panel>
    </Stack>
  );
}
