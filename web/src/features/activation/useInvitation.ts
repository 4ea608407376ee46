import { useEffect, useState } from 'react';
import { ApiFailure } from '../../lib/api/client';
import { openInvitation } from './api/openInvitation';

export type InvitationCard = { holder: string; cardNumber: string | null; email: string | null };

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; ticket: string; card: InvitationCard }
  /** `code`: the server's refusal (INVITATION_EXPIRED, INVITATION_USED, …) or NETWORK */
  | { status: 'failed'; code: string };

/**
 * The invitation link's token exchanged for an activation ticket and the card it names, once per token. `again`
 * exchanges it anew (a ticket the server no longer accepts: the link itself still works until the card is activated).
 */
export function useInvitation(token: string): { state: InvitationState; again: () => void } {
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    openInvitation(token).then(
      (answer) => live && setState({ status: 'ready', ticket: answer.id, card: answer.card }),
      (e: unknown) => live && setState({ status: 'failed', code: e instanceof ApiFailure ? e.code : 'NETWORK' }),
    );
    return () => {
      live = false;
    };
  }, [token, round]);
  const again = () => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  };
  return { state, again };
}
