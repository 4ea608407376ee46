import { FieldValue } from 'firebase-admin/firestore';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { tally, type Ballot } from '@tessera/domain/assemblies/tally';
import { castBallotContract, closeVoteContract, openVoteContract, recordHandsContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { secretBallotId } from './ballotKey';
import { ballotWeight, readPresence } from './presence';
import {
  assemblyRef,
  assertStatus,
  ballotRef,
  gateRefs,
  loadAssembly,
  loadRules,
  shardOf,
  turnoutRef,
  voterRef,
  type StoredAssembly,
} from './store';

/** The item put to the vote: NOT_FOUND for no such item, ASSEMBLY_STATUS_CONFLICT for one not voted on. */
function votedItem(a: StoredAssembly, itemId: string): AgendaItem {
  const item = a.agenda.find((i) => i.id === itemId);
  if (!item) throw new ApiError('NOT_FOUND');
  if (!item.vote) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
  return item;
}

const withItem = (a: StoredAssembly, itemId: string, change: Partial<AgendaItem>) =>
  a.agenda.map((i) => (i.id === itemId ? { ...i, ...change } : i));

/** POST /v1/assemblies/vote-open: one vote open at a time, on an item not voted on yet. */
export const openVote = route(openVoteContract, async ({ claims, body }) => {
  await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    const item = votedItem(data, body.itemId);
    if (item.status !== 'PENDING' || data.agenda.some((i) => i.status === 'OPEN')) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    tx.update(ref, { agenda: withItem(data, body.itemId, { status: 'OPEN' }) });
    for (const gate of gateRefs(claims.org, body.assemblyId, item.id)) tx.set(gate, { item: item.id, open: true });
  });
  return {};
});

/**
 * POST /v1/assemblies/ballot: the caller's vote on the open item. The ballot's id is fixed per voter and item (a keyed
 * hash for a secret vote), so voting again replaces it and two clients at once leave one. The voter's marker says
 * only that they voted; a secret ballot holds only the choice and the weight.
 *
 * The assembly and the rules are read before the transaction (what a ballot needs of them, the item and whether
 * votes by video count, no longer changes while the vote is open); in it, the voter's gate (store.ts) decides whether
 * the vote is still open, so a hall voting at once queues on no common document.
 */
export const castBallot = route(castBallotContract, async ({ claims, body, scope }) => {
  const { ref: memberRef } = await scope.own();
  const orgId = claims.org;
  const memberId = memberRef.id;
  const [{ data }, rules] = await Promise.all([loadAssembly(orgId, body.assemblyId), loadRules(orgId)]);
  assertStatus(data, 'OPEN');
  const item = votedItem(data, body.itemId);
  if (item.status !== 'OPEN') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
  const shard = shardOf(memberId);
  const ballotId = item.secret ? secretBallotId(orgId, body.assemblyId, item.id, memberId) : `${item.id}_${memberId}`;
  const ballotDoc = ballotRef(orgId, body.assemblyId, ballotId);
  const marker = voterRef(orgId, body.assemblyId, item.id, memberId);
  return db.runTransaction(async (tx) => {
    const [gate, side, voted, before] = await Promise.all([
      tx.get(gateRefs(orgId, body.assemblyId, item.id)[shard]!),
      readPresence(tx, orgId, body.assemblyId, memberId),
      tx.get(marker),
      tx.get(ballotDoc),
    ]);
    if (gate.get('open') !== true) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    if (!side.present) throw new ApiError('NOT_ENTITLED');
    if (side.attendance.get('mode') === 'REMOTE' && !rules.electronicVoting) throw new ApiError('NOT_ENABLED');
    const weight = ballotWeight(side);
    const own = item.secret ? {} : { memberId, at: FieldValue.serverTimestamp() };
    tx.set(ballotDoc, { item: item.id, choice: body.choice, weight, ...own });
    tx.set(marker, { item: item.id, memberId });
    // the turnout moves by this voter's first ballot and by a change of its weight (a proxy's giver came meanwhile)
    const cast = voted.exists ? 0 : 1;
    const moved = weight - (before.exists ? Number(before.get('weight')) : 0);
    if (cast || moved)
      tx.set(
        turnoutRef(orgId, body.assemblyId, item.id, shard),
        { item: item.id, cast: FieldValue.increment(cast), weight: FieldValue.increment(moved) },
        { merge: true },
      );
    return { weight };
  });
});

/** POST /v1/assemblies/vote-close: counts the ballots against the item's majority and stores the result on it. */
export const closeVote = route(closeVoteContract, async ({ claims, body }) => {
  return db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    const item = votedItem(data, body.itemId);
    if (item.status !== 'OPEN') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const gates = gateRefs(claims.org, body.assemblyId, item.id);
    // read before the ballots: every ballot still under way either commits first or finds its gate closed
    await tx.getAll(...gates);
    const ballots = await tx.get(assemblyRef(claims.org, body.assemblyId).collection('ballots').where('item', '==', item.id));
    const cast = ballots.docs.map((d) => ({ choice: d.get('choice'), weight: d.get('weight') }) as Ballot);
    const result = { ...tally(cast, item.majority, data.present + data.represented), how: 'BALLOT' as const };
    tx.update(ref, { agenda: withItem(data, item.id, { status: 'CLOSED', result }) });
    for (const gate of gates) tx.set(gate, { item: item.id, open: false });
    return result;
  });
});

/** POST /v1/assemblies/hands: a show of hands as the chair counted it, on an item that is not secret. */
export const recordHands = route(recordHandsContract, async ({ claims, body }) => {
  return db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    const item = votedItem(data, body.itemId);
    if (item.secret || item.status === 'CLOSED') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const hands: Ballot[] = [
      { choice: 'YES', weight: body.yes },
      { choice: 'NO', weight: body.no },
      { choice: 'ABSTAIN', weight: body.abstain },
    ];
    const result = { ...tally(hands, item.majority, data.present + data.represented), how: 'HANDS' as const };
    tx.update(ref, { agenda: withItem(data, item.id, { status: 'CLOSED', result }) });
    // a vote opened and then settled by hands: its ballots end here too
    if (item.status === 'OPEN')
      for (const gate of gateRefs(claims.org, body.assemblyId, item.id)) tx.set(gate, { item: item.id, open: false });
    return result;
  });
});
