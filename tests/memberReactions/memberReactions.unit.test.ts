// The member trigger's dispatch (functions/src/memberReactions/registry.ts) and the field lists the reactions declare:
// a list missing a field its function reads would skip work that was due.
import { describe, expect, it } from 'vitest';
import { COUNTED_MEMBER_FIELDS, counterAnomalies, memberCounterDeltas } from '@tessera/domain/counters';
import { MEMBER_ROW_FIELDS, memberSearchRow } from '@tessera/domain/search/record';
import { PAYER_MEMBER_FIELDS, paymentMemberFields } from '@tessera/domain/lists/listFields';
import {
  dispatchMemberWrite,
  memberReactionSecrets,
  reactionsFor,
  registerMemberReaction,
} from '../../functions/src/memberReactions/registry';
import { changedFields } from '../../functions/src/shared/reactions';

/** The top-level fields `read` reads of a member document. */
function fieldsRead(read: (member: Record<string, unknown>) => unknown): string[] {
  const seen = new Set<string>();
  const member = new Proxy({} as Record<string, unknown>, {
    get: (target, key) => {
      if (typeof key === 'string') seen.add(key);
      return Reflect.get(target, key);
    },
  });
  read(member);
  return [...seen].sort();
}

describe('the fields each reaction declares are those its function reads', () => {
  it('the counters', () => {
    const read = fieldsRead((m) => [memberCounterDeltas(undefined, m), counterAnomalies(m)]);
    expect(read).toEqual([...COUNTED_MEMBER_FIELDS].sort());
  });
  it('the search row', () => {
    expect(fieldsRead((m) => memberSearchRow(m))).toEqual([...MEMBER_ROW_FIELDS].sort());
  });
  it("the payments' payer fields", () => {
    expect(fieldsRead((m) => paymentMemberFields(m))).toEqual([...PAYER_MEMBER_FIELDS].sort());
  });
});

describe('dispatch', () => {
  const ran: string[] = [];
  registerMemberReaction({ name: 'a', fields: ['name'], run: async () => void ran.push('a') });
  registerMemberReaction({
    name: 'b',
    fields: ['group', 'name'],
    secrets: [{ name: 'S' } as never],
    run: async () => {
      ran.push('b');
      throw new Error('b failed');
    },
  });
  registerMemberReaction({ name: 'c', fields: ['cardStatus'], secrets: [{ name: 'S' } as never], run: async () => void ran.push('c') });
  const names = (w: Parameters<typeof reactionsFor>[0]) => reactionsFor(w).map((r) => r.name);

  it('compares the fields deeply: a map or a timestamp rewritten the same is no change', () => {
    const at = { _seconds: 1, _nanoseconds: 0 };
    const before = { name: 'A', residence: { city: 'Roma' }, at, gone: 1 };
    const after = { name: 'A', residence: { city: 'Roma' }, at: { ...at }, added: 2 };
    expect([...changedFields(before, after)].sort()).toEqual(['added', 'gone']);
  });

  it('runs every reaction on a create or a delete, on an update only those reading a changed field', () => {
    expect(names({ before: undefined, after: { name: 'A' } })).toEqual(['a', 'b', 'c']);
    expect(names({ before: { name: 'A' }, after: undefined })).toEqual(['a', 'b', 'c']);
    expect(names({ before: { name: 'A', group: 'g' }, after: { name: 'A', group: 'h' } })).toEqual(['b']);
    expect(names({ before: { name: 'A', updatedAt: 1 }, after: { name: 'A', updatedAt: 2 } })).toEqual([]);
  });

  it('one reaction failing does not stop the others, and is reported', async () => {
    ran.length = 0;
    const out = await dispatchMemberWrite({
      eventId: 'e',
      document: 'organizations/o/members/m',
      orgId: 'o',
      memberId: 'm',
      before: { name: 'A', cardStatus: 'ACTIVE' },
      after: { name: 'B', cardStatus: 'INACTIVE' },
    });
    expect(ran.sort()).toEqual(['a', 'b', 'c']);
    expect(out.failed.map((f) => f.name)).toEqual(['b']);
  });

  it('the trigger declares each secret once', () => {
    expect(memberReactionSecrets().map((s) => s.name)).toEqual(['S']);
  });
});
