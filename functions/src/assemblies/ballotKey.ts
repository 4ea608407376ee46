import { EMAIL_CODE_SECRET } from '../config';
import { openVote, sealVote, type SealedVote } from './ballotSeal';

/**
 * A secret vote's choice sealed into its voter's marker (ballotSeal.ts) under a key derived from the server's
 * verification-code secret with a purpose of its own, so no new secret has to be deployed and the two uses never share
 * a key. Whoever reads Firestore without that secret learns from a marker only that its voter voted.
 */
function root(): string {
  const secret = EMAIL_CODE_SECRET.value();
  if (!secret) throw new Error('EMAIL_CODE_SECRET is not set');
  return secret;
}

export const sealMarker = (markerPath: string, vote: SealedVote) => sealVote(root(), markerPath, vote);
export const openMarker = (markerPath: string, sealed: string) => openVote(root(), markerPath, sealed);
