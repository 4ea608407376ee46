import { setThemeContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/settings/set-theme: the picked colour (its palette derived on the server), or null for Tessera's. */
export const setTheme = (colour: string | null) => apiCall(setThemeContract, { body: { colour } });
