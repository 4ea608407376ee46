import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { createMemberContract } from '@tessera/domain/contracts/members';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { notify } from '../../components/toaster';
import { createMember } from './api/createMember';
import { MemberForm } from './MemberForm';
import { PageTitle } from '../../components/PageTitle';

/** /subscribers/new: the member form; on success, the new member's page. */
export function MemberCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useCallAllowed(createMemberContract)) return <Navigate to="/subscribers" replace />;
  return (
    <Stack gap="5" maxW="5xl">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to="/subscribers">← {t('members.back')}</RouterLink>
      </Link>
      <PageTitle>{t('members.form.createTitle')}</PageTitle>
      <MemberForm
        mode="create"
        onCancel={() => void navigate('/subscribers')}
        onSubmit={async (input, photo) => {
          const { result } = await createMember(input, photo);
          notify('success', t('members.form.created'));
          void navigate(`/subscribers/${result.id}`);
        }}
      />
    </Stack>
  );
}
