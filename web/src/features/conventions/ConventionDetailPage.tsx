import { useMemo, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { patchConventionContract } from '@tessera/domain/contracts/conventions';
import { BackLink } from '../../components/BackLink';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { useCallAllowed, usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { useCompanies } from './api/useCompanies';
import { useConvention } from './api/useConvention';
import { deleteConvention } from './api/deleteConvention';
import { toConventionRow, type ConventionRow } from './api/useConventions';
import { ConventionDocuments } from './ConventionDocuments';
import { ConventionForm } from './ConventionForm';
import { ConventionStateBadge } from './ConventionStateBadge';

/** /contracts/new (ConventionsRoutes: only for the profiles that create conventions): the form alone; once created, the convention's page (where documents are added). */
export function NewConventionPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const companies = useCompanies(profile.orgId);
  const navigate = useNavigate();
  const archive = usePreferences()?.documentsArchive === true;
  return (
    <Stack gap="5">
      <BackLink to="/contracts" label={t('conventions.back')} />
      <PageTitle>{t('conventions.newTitle')}</PageTitle>
      {companies && (
        <ConventionForm
          companies={companies}
          readOnly={false}
          onSaved={(id) => navigate(`/contracts/${encodeURIComponent(id)}`, { replace: true })}
        />
      )}
      {archive && (
        <Text fontSize="sm" color="fg.muted">
          {t('conventions.docs.saveFirst')}
        </Text>
      )}
    </Stack>
  );
}

/** /contracts/:id — the convention live: its fields, its state, its documents; delete after a confirmation. */
export function ConventionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const live = useConvention(profile.orgId, id);
  const companies = useCompanies(profile.orgId);
  const today = useMemo(() => todayInItaly(), []);
  const canWrite = useCallAllowed(patchConventionContract);
  const archive = usePreferences()?.documentsArchive === true;
  const [deleting, setDeleting] = useState(false);
  const row = live.status === 'success' && live.data ? toConventionRow(id, live.data, today) : null;

  return (
    <Stack gap="5">
      <BackLink to="/contracts" label={t('conventions.back')} />
      <LiveLoadState
        live={live}
        errorText={t('conventions.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('conventions.notFound'), testId: 'convention-not-found' }}
      />
      {row && companies && (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack gap="3" flexWrap="wrap">
              <PageTitle>{row.name}</PageTitle>
              <ConventionStateBadge state={row.state} />
            </HStack>
            {canWrite && (
              <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)} data-testid="convention-delete">
                {t('conventions.delete')}
              </Button>
            )}
          </HStack>
          {/* keyed by the stored fields: another admin's save shows at once, a local draft is not overwritten while typing */}
          <ConventionForm key={formKey(row)} stored={row} companies={companies} readOnly={!canWrite} onSaved={() => undefined} />
          {/* the documents archive is a preference: off, the documents stay stored but are not shown or changed */}
          {archive && <ConventionDocuments conventionId={id} documents={row.documents} canWrite={canWrite} />}
          <DeleteRecordDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title={t('conventions.deleteTitle')}
            confirmLabel={t('conventions.delete')}
            testIdPrefix="convention"
            remove={() => deleteConvention(row.id)}
            deletedText={t('conventions.deleted')}
            backTo="/contracts"
          >
            <Text>{t('conventions.deleteText', { name: row.name, count: row.documents.length })}</Text>
          </DeleteRecordDialog>
        </>
      )}
    </Stack>
  );
}

const formKey = (r: ConventionRow) => JSON.stringify([r.name, r.company, r.startDate, r.endDate, r.perpetual, r.description, r.notes]);
