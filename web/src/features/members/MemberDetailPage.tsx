import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { memberInput, type MemberInput } from '@tessera/domain/entities/member';
import { patchMemberContract } from '@tessera/domain/contracts/members';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { RecordPageHead } from '../../components/RecordPageHead';
import { notify } from '../../components/toaster';
import { useSession } from '../../lib/session/session';
import { patchMember } from './api/patchMember';
import { useMember, type MemberDoc } from './api/useMember';
import { MemberActions } from './MemberActions';
import { MemberErasePanel } from './MemberErasePanel';
import { MemberAccessPanel } from './MemberAccessPanel';
import { MemberPaymentsPanel } from './MemberPaymentsPanel';
import { MemberForm } from './MemberForm';
import { MemberQuickActions } from './MemberQuickActions';
import { changedFields, cleanFormValues, toFormValues } from './memberFormValues';
import { MemberPhotoCard } from './MemberPhotoCard';
import { MemberRelatives } from './MemberRelatives';
import { MemberSurvivorPanel } from './MemberSurvivorPanel';
import { MemberSuppression } from './MemberSuppression';
import { DeceasedNoticeBanner } from './DeceasedNoticeBanner';
import { StatusBadge } from './MemberRows';
import { MemberView } from './MemberView';

/** Panels of other areas about the member, shown beside its own (app/ composes them: the privacy panel). */
export type MemberPanels = (member: MemberDoc) => ReactNode;

/** /subscribers/:memberId: the member, live; writers can edit it and act on it, readers see it. */
export function MemberDetailPage({ panels }: { panels?: MemberPanels }) {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const profile = useSession().profile!;
  const canWrite = useCallAllowed(patchMemberContract);
  const member = useMember(profile.orgId, memberId);
  const [editing, setEditing] = useState(false);
  const m = member.status === 'success' ? member.data : null;
  // The form starts from the member as it was when editing began (live updates do not reset typing).
  const initial = useMemo(() => (editing && m ? toFormValues(m) : undefined), [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Stack gap="5" maxW="6xl">
      <RecordPageHead
        back={{ to: '/subscribers', label: t('members.back') }}
        live={member}
        errorText={t('members.detail.loadError')}
        notFoundText={t('members.detail.notFound')}
        missingTestId="member-missing"
        heading={
          m && {
            title: `${m.surname} ${m.name}`,
            testId: 'member-title',
            under: (
              <HStack gap="2" mt="1" color="fg.muted" fontSize="sm" flexWrap="wrap">
                <StatusBadge status={m.accountStatus} />
                {m.cardNumber && (
                  <Text>
                    {t('members.cardNumber')}{' '}
                    <Link asChild variant="underline" colorPalette="brand" data-testid="member-card-link">
                      <RouterLink to={`/cards/${encodeURIComponent(m.cardNumber)}`}>{m.cardNumber}</RouterLink>
                    </Link>
                  </Text>
                )}
              </HStack>
            ),
            actions: !editing && (
              <HStack gap="2">
                <MemberQuickActions member={m} />
                {canWrite && (
                  <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)} data-testid="member-edit">
                    {t('members.detail.edit')}
                  </Button>
                )}
              </HStack>
            ),
          }
        }
      />
      {m && (
        <>
          <DeceasedNoticeBanner member={m} />
          <MemberSuppression member={m} />
          {!canWrite && (
            <Alert.Root status="info" size="sm" data-testid="member-readonly">
              <Alert.Indicator />
              <Alert.Title>{t('members.detail.readOnly')}</Alert.Title>
            </Alert.Root>
          )}
          {editing && initial ? (
            <MemberForm
              mode="edit"
              initial={initial}
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                const parsed = memberInput.safeParse(cleanFormValues(initial));
                const before = parsed.success ? parsed.data : (cleanFormValues(initial) as MemberInput);
                const patch = changedFields(before, input);
                if (Object.keys(patch).length > 0) await patchMember(m.id, patch, { overlay: false });
                notify('success', t('members.form.saved'));
                setEditing(false);
              }}
            />
          ) : (
            <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
              <MemberView member={m} />
              <Stack gap="4" minW="0">
                <MemberPhotoCard member={m} canWrite={canWrite} />
                <MemberAccessPanel member={m} />
                <MemberActions member={m} />
                <MemberPaymentsPanel member={m} />
                <MemberRelatives member={m} canWrite={canWrite} />
                <MemberSurvivorPanel member={m} />
                {panels?.(m)}
                <MemberErasePanel member={m} />
              </Stack>
            </Grid>
          )}
        </>
      )}
    </Stack>
  );
}
