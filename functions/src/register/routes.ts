import type { Route } from '../http/route';
import { verifyRegister } from './verify';
import { openRegister } from './open';
import { recordResolution } from './resolution';
import { registerPdf, registerXlsx } from './files';
import { saveRegisterSettings } from './settings';

/** /v1/register endpoints: the register of members. */
export const registerRoutes: readonly Route[] = [
  verifyRegister,
  openRegister,
  recordResolution,
  registerPdf,
  registerXlsx,
  saveRegisterSettings,
];
