import { useEffect, useRef } from 'react';
import { profilePath } from '@tessera/domain/paths';
import { useLiveDocument } from '../data/useLiveDocument';
import type { SessionProfile } from './types';

/**
 * Follows the session's own profile document: when an administrator changes its role or groups, or removes it, or the
 * platform suspends its organization, the session validates again at once (new claims, another profile, or signed
 * out) instead of at the next periodic refresh. A refused read (the profile is gone) counts as a change. Loaded with the area, never with the login page.
 */
export default function ProfileWatch({ profile, onChange }: { profile: SessionProfile; onChange: () => void }) {
  const live = useLiveDocument<{ role?: string; groups?: string[]; suspended?: boolean }>(profilePath(profile.id));
  const shown = `${profile.id}|${profile.role}|${profile.groups.join(',')}`;
  // once per profile as the session shows it: validating again brings a new profile, or ends the session
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (live.status === 'loading' || firedFor.current === shown) return;
    const data = live.status === 'success' ? live.data : null;
    // a suspended organization's profile counts as gone
    const stored = data && data.suspended !== true ? `${profile.id}|${data.role}|${(data.groups ?? []).join(',')}` : null;
    if (stored === shown) return;
    firedFor.current = shown;
    onChange();
  }, [live, shown, profile.id, onChange]);
  return null;
}
