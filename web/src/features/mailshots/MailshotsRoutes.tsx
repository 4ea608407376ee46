import { Navigate, Route, Routes } from 'react-router-dom';
import { saveMailshotContract } from '@tessera/domain/contracts/mailshots';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { MailshotPage, NewMailshotPage } from './MailshotPage';
import { MailshotsPage } from './MailshotsPage';

/**
 * The campaign area's mailshots: /campaigns/mailshots (the list), /campaigns/mailshots/new (compose) and
 * /campaigns/mailshots/:id (compose while a draft, the monitor once sent). For the mail roles only: the others go back
 * to the campaigns.
 */
export function MailshotsRoutes() {
  const allowed = useCallAllowed(saveMailshotContract);
  if (!allowed) return <Navigate to="/campaigns" replace />;
  return (
    <Routes>
      <Route index element={<MailshotsPage />} />
      <Route path="new" element={<NewMailshotPage />} />
      <Route path=":id" element={<MailshotPage />} />
    </Routes>
  );
}
