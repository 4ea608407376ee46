import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { can } from '@tessera/domain/permissions';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { useSession } from '../../lib/session/session';
import { OperationsPage } from './OperationsPage';

/** The payments list is still to come (issue 13): until then the area says so and leads to the operations. */
function PaymentsHome() {
  const { t } = useTranslation();
  const role = useSession().profile!.role;
  return (
    <Stack gap="4">
      <PlaceholderPage labelKey="nav.payments" />
      {can(role, 'operations.read') && (
        <Link asChild colorPalette="brand" alignSelf="start" data-testid="payments-operations-link">
          <RouterLink to="/payments/operations">{t('payments.operations.title')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/** /payments (Pagamenti) and /payments/operations. */
export function PaymentsRoutes() {
  const role = useSession().profile!.role;
  return (
    <Routes>
      <Route index element={<PaymentsHome />} />
      {can(role, 'operations.read') && <Route path="operations" element={<OperationsPage />} />}
      <Route path="*" element={<PaymentsHome />} />
    </Routes>
  );
}
