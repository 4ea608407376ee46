import { onRequest } from 'firebase-functions/v2/https';
import {
  APPLE_WALLET_SIGNER_CERT,
  APPLE_WALLET_SIGNER_KEY,
  APPLE_WALLET_WWDR_CERT,
  CARD_TOKEN_SECRET,
  EMAIL_CODE_SECRET,
  GOOGLE_WALLET_SERVICE_ACCOUNT,
  MAIL_UNSUBSCRIBE_SECRET,
  REGION,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
} from './config';
import { dispatch } from './http/dispatch';
import type { Route } from './http/route';
import { validate } from './auth/validate';
import { logout } from './auth/logout';
import { chooseProfile } from './auth/chooseProfile';
import { recoverPassword } from './auth/recoverPassword';
import { undoUsernameChange } from './auth/undoUsernameChange';
import { sendVerificationLink } from './auth/sendVerificationLink';
import { endImpersonation } from './auth/endImpersonation';
import { allConfigs } from './configs/all';
import { publicInfo } from './website/publicInfo';
import { categories } from './website/categories';
import { memberRoutes } from './members/routes';
import { memberUploadRoutes } from './memberUploads/routes';
import { cardRoutes } from './cards/routes';
import { uploadRoutes } from './uploads/routes';
import { mailRoutes } from './mail/routes';
import { myAreaRoutes } from './my-area/routes';
import { exportRoutes } from './exports/routes';
import { userRoutes } from './users/routes';
import { signupRoutes } from './signup/routes';
import { paymentRoutes } from './payments/routes';
import { receiptRoutes } from './payments/receipts/routes';
import { renewalRoutes } from './payments/renewals/routes';
import { paymentUploadRoutes } from './payments/uploads/routes';
import { localCheckoutRoutes } from './payments/providers/routes';
import { activationRoutes } from './activation/routes';
import { settingsRoutes } from './settings/routes';
import { organizationRoutes } from './organizations/routes';
import { conventionRoutes } from './conventions/routes';
import { saleRoutes } from './sales/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { policyRoutes } from './policies/routes';
import { requestRoutes } from './requests/routes';
import { searchRoutes } from './search/routes';
import { planRoutes } from './plans/routes';
import { campaignRoutes } from './campaigns/routes';
import { scannerRoutes } from './scanner/routes';
import { DOWNLOAD_PATH, download } from './files/download';
import { mailshotRoutes } from './mailshots/routes';
import { invitationRoutes } from './invitations/routes';
import { registerRoutes } from './register/routes';
import { privacyRoutes } from './privacy/routes';
import { erasureRoutes } from './erasure/routes';
import { archiveRoutes } from './archive/routes';
import { assemblyRoutes } from './assemblies/routes';
import { UNSUBSCRIBE_PATH, unsubscribe } from './mailshots/unsubscribe';
import { LOGO_PATH, orgLogo } from './website/logo';
import { hostsFile } from './website/hostsFile';
import { HOSTS_FILE_PATH } from '@tessera/domain/deployment/hostsMap';
import { APPLE_WALLET_PREFIX, appleWalletService } from './cards/wallet/appleWebService';

/** Every /v1 and /auth endpoint; docs/api.md lists them with inputs, outputs and error codes. */
export const ROUTES: readonly Route[] = [
  validate,
  logout,
  chooseProfile,
  recoverPassword,
  undoUsernameChange,
  sendVerificationLink,
  endImpersonation,
  allConfigs,
  publicInfo,
  categories,
  // Each area lists its own endpoints in <area>/routes.ts.
  ...uploadRoutes,
  ...exportRoutes,
  ...memberRoutes,
  ...memberUploadRoutes,
  ...cardRoutes,
  ...mailRoutes,
  ...myAreaRoutes,
  ...userRoutes,
  ...signupRoutes,
  ...paymentRoutes,
  ...receiptRoutes,
  ...renewalRoutes,
  ...paymentUploadRoutes,
  ...localCheckoutRoutes,
  ...activationRoutes,
  ...settingsRoutes,
  ...organizationRoutes,
  ...conventionRoutes,
  ...saleRoutes,
  ...marketplaceRoutes,
  ...policyRoutes,
  ...requestRoutes,
  ...searchRoutes,
  ...planRoutes,
  ...campaignRoutes,
  ...scannerRoutes,
  ...mailshotRoutes,
  ...invitationRoutes,
  ...registerRoutes,
  ...privacyRoutes,
  ...erasureRoutes,
  ...archiveRoutes,
  ...assemblyRoutes,
];

/** The one HTTPS function behind hosting's /v1/** and /auth/** rewrites. */
export const api = onRequest(
  {
    region: REGION,
    invoker: 'public',
    maxInstances: 10,
    // Card PDFs, sheets of up to 200 cards and bulk uploads of 10 MB parse and render in memory: the 256 MiB default
    // is short for them, and a sheet or an upload of 50,000 rows takes longer than the 60 s default.
    memory: '1GiB',
    timeoutSeconds: 120,
    // Handlers mostly wait on Firestore and Auth: one instance serves several requests at once (needs a whole CPU).
    cpu: 1,
    concurrency: 40,
    secrets: [
      CARD_TOKEN_SECRET,
      EMAIL_CODE_SECRET,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      MAIL_UNSUBSCRIBE_SECRET,
      GOOGLE_WALLET_SERVICE_ACCOUNT,
      APPLE_WALLET_SIGNER_CERT,
      APPLE_WALLET_SIGNER_KEY,
      APPLE_WALLET_WWDR_CERT,
    ],
  },
  // Paths outside the route table: the Firestore file store's signed links and the organizations' logos answer bytes,
  // not JSON; the association domains are a file the hosting CDN caches, outside the API's paths; the one-click unsubscribe takes a form body (RFC 8058); Apple's pass web service has its own protocol
  // (paths, `ApplePass` authorization, answers).
  (req, res) => {
    if (req.method === 'GET' && req.path === DOWNLOAD_PATH) return download(req, res);
    if (req.method === 'GET' && req.path === LOGO_PATH) return orgLogo(req, res);
    if (req.method === 'GET' && req.path === HOSTS_FILE_PATH) return hostsFile(req, res);
    if (req.method === 'POST' && req.path === UNSUBSCRIBE_PATH) return unsubscribe(req, res);
    if (req.path.startsWith(APPLE_WALLET_PREFIX)) return appleWalletService(req, res);
    return dispatch(ROUTES, req, res);
  },
);
