import type { Route } from '../http/route';
import { getListValues } from './getListValues';
import { addListValue } from './addListValue';
import { patchListValue } from './patchListValue';
import { deleteListValue } from './deleteListValue';
import { getPreferences, syncPreferences } from './preferences';
import { updatePayrollCompanies } from './payrollCompanies';
import { deleteUsers } from './deleteUsers';
import { getAdmins } from './getAdmins';
import { addAdmin } from './addAdmin';
import { patchAdmin } from './patchAdmin';
import { deleteAdmin } from './deleteAdmin';
import { resendInvitation } from './resendInvitation';
import { syncOrg } from './syncOrg';
import { getFields } from './getFields';
import { deleteLogo, uploadLogo } from './logo';
import { setTheme } from './theme';
import { addField } from './addField';
import { patchField } from './patchField';
import { reorderFields } from './reorderFields';
import { deleteField } from './deleteField';
import { addSender, defaultSender, deleteSender, sendSenderCode, verifySender } from './mailSenders';

/** /v1/settings endpoints: organization and platform admins. */
export const settingsRoutes: readonly Route[] = [
  getListValues,
  addListValue,
  patchListValue,
  deleteListValue,
  getPreferences,
  syncPreferences,
  updatePayrollCompanies,
  deleteUsers,
  getAdmins,
  addAdmin,
  patchAdmin,
  deleteAdmin,
  resendInvitation,
  syncOrg,
  addSender,
  sendSenderCode,
  verifySender,
  defaultSender,
  deleteSender,
  getFields,
  addField,
  patchField,
  reorderFields,
  deleteField,
  uploadLogo,
  deleteLogo,
  setTheme,
];
