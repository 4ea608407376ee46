import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/session';
import { storage } from '../../lib/storage';
import { linkedMemberProfile } from './linkProfile';

/**
 * Switches to the profile the link asks for (linkedMemberProfile), then comes back to the page: the area's guard
 * would otherwise judge the page by the other profile (an admin without a member is sent to the members' list).
 * Answers whether a switch is under way, for the page to wait; a switch that fails is not tried again.
 */
export function useLinkProfile(): boolean {
  const session = useSession();
  const location = useLocation();
  const org = new URLSearchParams(location.search).get('org');
  const target = linkedMemberProfile(org, session.profile, session.users);
  const [failed, setFailed] = useState<string | null>(null);
  const targetId = target && target.id !== failed ? target.id : null;
  const here = `${location.pathname}${location.search}`;
  const { chooseProfile } = session;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    // once per profile: a new chooseProfile (the session's state moved on meanwhile) does not ask again
    if (!targetId || asked.current === targetId) return;
    asked.current = targetId;
    // the switch travels like a sign-in: to the page kept here
    storage.setReturnTo(here);
    chooseProfile(targetId).catch(() => setFailed(targetId));
  }, [targetId, here, chooseProfile]);
  return targetId !== null;
}
