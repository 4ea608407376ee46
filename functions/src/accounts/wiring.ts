import { registerPersonalDataEraser } from '../personalData/registry';
import { removeMemberSignIns } from './memberSignIns';

// What the sign-in plugs into the erasure (loaded by the functions' entry, wiring.ts): an erased member's profiles go,
// and the account with its Firebase Auth user when no other profile remains (memberSignIns.ts).
registerPersonalDataEraser({
  name: 'signIn',
  erase: async ({ orgId, memberId }) => {
    const { profiles, accounts } = await removeMemberSignIns(orgId, [memberId]);
    return profiles + accounts;
  },
});
