import { getPreferencesContract, syncPreferencesContract } from '@tessera/domain/contracts/settings';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { apiCall } from '../../../lib/api/client';

export type SettingsPreferences = AnswerOf<typeof getPreferencesContract>['preferences'];

export const getPreferences = () => apiCall(getPreferencesContract, { overlay: false }).then((a) => a.preferences);

export const syncPreferences = (preferences: SettingsPreferences) =>
  apiCall(syncPreferencesContract, { body: { preferences }, overlay: false }).then((a) => a.preferences);
