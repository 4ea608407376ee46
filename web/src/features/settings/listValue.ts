import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { getListValuesContract } from '@tessera/domain/contracts/settings';

/** A value as the settings lists show it (with its holders' count). */
export type SettingsListValue = AnswerOf<typeof getListValuesContract>['values'][number];
