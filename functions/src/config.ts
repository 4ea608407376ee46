import { defineString } from 'firebase-functions/params';

/**
 * Typed configuration, read once. Region: Europe for an Italian product (docs/deploy.md).
 * DEFAULT_ORG answers anonymous public calls (website info, categories) that name no organization;
 * locally it comes from functions/.env.demo-tessera.
 */
export const REGION = 'europe-west1';
export const defaultOrg = defineString('DEFAULT_ORG', { default: 'aps-aurora' });
