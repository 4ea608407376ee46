import { describe, expect, it } from 'vitest';
import { openVote, sealVote } from '../../functions/src/assemblies/ballotSeal';

// A secret vote's seal: opened only with the same secret on the same marker, and telling nothing by its looks.
const secret = 'a-server-secret';
const path = 'organizations/o/assemblies/a/voters/2_m1';

describe('a sealed vote', () => {
  it('opens to its choice and weight with the secret and the marker it was sealed for, and not otherwise', () => {
    const sealed = sealVote(secret, path, { choice: 'ABSTAIN', weight: 4 });
    expect(openVote(secret, path, sealed)).toEqual({ choice: 'ABSTAIN', weight: 4 });
    expect(openVote('another-secret', path, sealed)).toBeNull();
    expect(openVote(secret, 'organizations/o/assemblies/a/voters/2_m2', sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(openVote(secret, path, bytes.toString('base64'))).toBeNull();
  });

  it('looks different every time, and as long whatever the choice and the weight', () => {
    const seals = [
      sealVote(secret, path, { choice: 'YES', weight: 1 }),
      sealVote(secret, path, { choice: 'YES', weight: 1 }),
      sealVote(secret, path, { choice: 'NO', weight: 6 }),
      sealVote(secret, path, { choice: 'ABSTAIN', weight: 21 }),
    ];
    expect(new Set(seals).size).toBe(seals.length);
    expect(new Set(seals.map((s) => s.length)).size).toBe(1);
  });
});
