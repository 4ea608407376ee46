import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notify } from '../../components/toaster';
import { createMember } from './api/createMember';
import { MemberForm } from './MemberForm';
import { PageTitle } from '../../components/PageTitle';

/** /subscribers/new (SubscribersRoutes: only for the profiles that create members): the member form; on success, the new member's page. */
export function MemberCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
