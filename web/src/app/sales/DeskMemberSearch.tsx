import { MemberPicker } from '../../features/payments/MemberPicker';
import type { MemberChoice } from '../../features/payments/api/useMemberChoices';
import type { DeskMemberPicker } from '../../features/sales/DeskRegistrationDialog';

/**
 * The desk registration's member search: the one the payments area uses to choose who pays. The member the dialog
 * holds is the very choice this search handed over, so it is shown back with its tax code and card.
 */
export const deskMemberSearch: DeskMemberPicker = ({ chosen, onChoose, error }) => (
  <MemberPicker chosen={chosen as MemberChoice | null} onChoose={onChoose} error={error} />
);
