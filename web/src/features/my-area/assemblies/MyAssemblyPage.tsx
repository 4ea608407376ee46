import { Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/BackLink';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { errorText } from '../../../lib/api/errorText';
import { useSession } from '../../../lib/session/session';
import { AssemblyCard } from './AssemblyCard';
import { useMyAssembly, useStatuteRules } from './myAssemblies';

/**
 * /my-area/assemblies/:id, where the convocation leads: the one assembly as the list shows it (agenda, documents,
 * proxy, joining and voting on the day). A draft, or an assembly of another organization, is not found: the rules
 * hide both.
 */
export function MyAssemblyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const live = useMyAssembly(profile.orgId, id);
  const rules = useStatuteRules(profile.orgId);

  const body = () => {
    if (!profile.memberId) return <Text color="fg.muted">{t('my-area.noMember')}</Text>;
    // a draft is refused by the rules, as if it were not there
    if (live.status === 'error' && (live.error as { code?: string }).code !== 'permission-denied')
      return (
        <Text color="red.fg" role="alert">
          {errorText(t, live.error)}
        </Text>
      );
    if (live.status === 'loading' || (live.status === 'success' && !rules))
      return <LoadingSkeleton height="48" data-testid="my-assemblies-loading" />;
    if (!live.data || !rules)
      return (
        <Text color="fg.muted" data-testid="my-assembly-not-found">
          {t('my-area.assemblies.notFound')}
        </Text>
      );
    return <AssemblyCard assembly={live.data} orgId={profile.orgId} memberId={profile.memberId} rules={rules} suggestedHolder="" />;
  };

  return (
    <Stack gap="6" maxW="3xl" w="full">
      <BackLink to="/my-area/assemblies" label={t('my-area.assemblies.title')} />
      {body()}
    </Stack>
  );
}
