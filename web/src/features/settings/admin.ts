import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { getAdminsContract } from '@tessera/domain/contracts/settings';

/** An administrator as settings show it (get-admins). */
export type SettingsAdmin = AnswerOf<typeof getAdminsContract>['users'][number];
