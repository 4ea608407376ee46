import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createAssemblyContract } from '@tessera/domain/contracts/assemblies';
import { BackLink } from '../../../components/BackLink';
import { CallAllowedRoute } from '../../../components/CallAllowedRoute';
import { LiveLoadState } from '../../../components/LiveLoadState';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../lib/session/session';
import { useAssembly } from '../api/assemblies';
import { useMeetingUrl } from '../api/assemblyDocuments';
import { documentsOf } from '@tessera/domain/assemblies/documents';
import { DocumentsEditor } from '../documents/DocumentsEditor';
import { AssemblyForm } from './AssemblyForm';
import { draftOf } from './assemblyDraft';

/** /assemblies/new: a new assembly's draft; saved, its page. */
export function NewAssemblyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CallAllowedRoute contract={createAssemblyContract} back="/assemblies">
      <Stack gap="5">
        <BackLink to="/assemblies" label={t('assemblies.title')} />
        <PageTitle>{t('assemblies.new')}</PageTitle>
        <AssemblyForm onSaved={(id) => navigate(`/assemblies/${encodeURIComponent(id)}`)} />
        <Text color="fg.muted" data-testid="assembly-documents-save-first">
          {t('assemblies.docs.saveFirst')}
        </Text>
      </Stack>
    </CallAllowedRoute>
  );
}

/** /assemblies/:id/edit: a draft changed; once convened its agenda is fixed, and the page says so. */
export function EditAssemblyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const assembly = useAssembly(profile.orgId, id);
  const a = assembly.data;
  const meeting = useMeetingUrl(profile.orgId, id);
  return (
    <CallAllowedRoute contract={createAssemblyContract} back={`/assemblies/${encodeURIComponent(id)}`}>
      <Stack gap="5">
        <BackLink to={`/assemblies/${encodeURIComponent(id)}`} label={a?.title ?? t('assemblies.title')} />
        <PageTitle>{t('assemblies.form.editTitle')}</PageTitle>
        <LiveLoadState
          live={assembly}
          errorText={t('assemblies.loadError')}
          onRetry={() => window.location.reload()}
          notFound={{ text: t('assemblies.notFound'), testId: 'assembly-not-found' }}
        />
        {a && a.status !== 'DRAFT' && <Text data-testid="assembly-fixed">{t('assemblies.form.fixed')}</Text>}
        {a && a.status === 'DRAFT' && meeting.loaded && (
          <>
            <AssemblyForm
              stored={{ id, draft: draftOf({ ...a, meetingUrl: meeting.url }) }}
              onSaved={() => navigate(`/assemblies/${encodeURIComponent(id)}`)}
            />
            <DocumentsEditor assemblyId={id} agenda={a.agenda} documents={documentsOf(a)} />
          </>
        )}
      </Stack>
    </CallAllowedRoute>
  );
}
