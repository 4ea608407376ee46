import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { countOverAttendance, tally, type Ballot } from '@tessera/domain/assemblies/tally';
import { castBallotContract, closeVoteContract, openVoteContract, recordHandsContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { openMarker, sealMarker } from './ballotKey';
import { ballotCandidates, readPresence } from './presence';
import {
  assemblyRef,
  assertStatus,
  ballotRef,
  gateRefs,
  loadAssembly,
  loadRules,
  shardOf,
  slotRef,
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

/** The weight a voter's earlier ballot on the item counts: a change of vote keeps it (and the members it counts). */
async function earlierWeight(tx: Transaction, item: AgendaItem, marker: DocumentSnapshot, orgId: string, assemblyId: string) {
  if (item.secret) {
    const sealed = marker.get('sealed') as unknown;
    const vote = typeof sealed === 'string' ? openMarker(marker.ref.path, sealed) : null;
    if (!vote) throw new Error(`the voter's marker ${marker.ref.path} holds no vote this server can read`);
    return vote.weight;
  }
  const ballot = await tx.get(ballotRef(orgId, assemblyId, marker.id));
  return Number(ballot.get('weight'));
}

/**
 * POST /v1/assemblies/ballot: the caller's vote on the open item, from their phone, where the statute allows voting
 * electronically. Every member counts once per item: a first ballot takes the slots (store.ts) of its voter and of the
 * absent givers they carry whom no ballot counted yet, created once in its transaction, so of a holder and a giver
 * voting in any order or at once the first counts the giver and the other is refused or carries only the rest
 * (VOTE_CAST_BY_PROXY for a giver their holder's ballot counted). Voting again changes the choice, never the weight.
 *
 * An open vote's ballot is `ballots/{item}_{member}`, naming its voter. A secret vote stores no ballot at all: the
 * choice is sealed into the voter's marker (ballotKey.ts), opened only by the close, so no stored document ties a
 * choice to a voter without the server's secret, and no record of the choice has a time of its own.
 *
 * The assembly and the rules are read before the transaction (what a ballot needs of them no longer changes while the
 * vote is open); in it, the voter's gate (store.ts) decides whether the vote is still open, so a hall voting at once
 * queues on no common document.
 */
export const castBallot = route(castBallotContract, async ({ claims, body, scope }) => {
  const { ref: memberRef } = await scope.own();
  const orgId = claims.org;
  const memberId = memberRef.id;
  const [{ data }, rules] = await Promise.all([loadAssembly(orgId, body.assemblyId), loadRules(orgId)]);
  assertStatus(data, 'OPEN');
  const item = votedItem(data, body.itemId);
  if (item.status !== 'OPEN') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
  // where the statute does not allow voting electronically the hall votes on paper or by hands, the phone not at all
  if (!rules.electronicVoting) throw new ApiError('NOT_ENABLED');
  const shard = shardOf(memberId);
  const marker = voterRef(orgId, body.assemblyId, item.id, memberId);
  return db.runTransaction(async (tx) => {
    const [gate, side, voted] = await Promise.all([
      tx.get(gateRefs(orgId, body.assemblyId, item.id)[shard]!),
      readPresence(tx, orgId, body.assemblyId, memberId),
      tx.get(marker),
    ]);
    if (gate.get('open') !== true) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    if (!side.present) throw new ApiError('NOT_ENTITLED');
    let weight: number;
    if (voted.exists) weight = await earlierWeight(tx, item, voted, orgId, body.assemblyId);
    else {
      const candidates = ballotCandidates(memberId, side);
      const slots = await tx.getAll(...candidates.map((m) => slotRef(orgId, body.assemblyId, item.id, m)));
      // the voter's own slot taken, with no ballot of theirs: their holder's ballot counted them while they were away
      if (slots[0]!.exists) throw new ApiError('VOTE_CAST_BY_PROXY');
      const free = slots.filter((s) => !s.exists);
      for (const s of free) tx.create(s.ref, { item: item.id });
      weight = free.length;
      tx.set(
        turnoutRef(orgId, body.assemblyId, item.id, shard),
        { item: item.id, cast: FieldValue.increment(1), weight: FieldValue.increment(weight) },
        { merge: true },
      );
    }
    if (item.secret) tx.set(marker, { item: item.id, memberId, sealed: sealMarker(marker.path, { choice: body.choice, weight }) });
    else {
      tx.set(marker, { item: item.id, memberId });
      const ballot = { item: item.id, choice: body.choice, weight, memberId, at: FieldValue.serverTimestamp() };
      tx.set(ballotRef(orgId, body.assemblyId, marker.id), ballot);
    }
    return { weight };
  });
});

/** The ballots of an item as the close counts them: an open vote's documents, or a secret vote's sealed markers. */
async function ballotsOf(tx: Transaction, orgId: string, assemblyId: string, item: AgendaItem): Promise<Ballot[]> {
  const under = (name: string) => assemblyRef(orgId, assemblyId).collection(name).where('item', '==', item.id);
  if (!item.secret) {
    const ballots = await tx.get(under('ballots'));
    return ballots.docs.map((d) => ({ choice: d.get('choice'), weight: d.get('weight') }) as Ballot);
  }
  const markers = await tx.get(under('voters'));
  return markers.docs.map((d) => {
    const vote = openMarker(d.ref.path, String(d.get('sealed')));
    // a vote the count cannot read is no vote to leave out silently: the close fails and says where
    if (!vote) throw new Error(`the voter's marker ${d.ref.path} holds no vote this server can read`);
    return vote;
  });
}

/**
 * A closed secret vote's markers keep only that their voter voted: the sealed choices are no longer needed, so they
 * are dropped, and even the server's secret then ties no choice to a voter. Done after the close (its gates shut, no
 * ballot writes a marker any more), in batches. The vote is counted by then: a batch that fails is logged, not
 * answered as a failed close, and leaves seals that still open only with the secret.
 */
async function unsealMarkers(orgId: string, assemblyId: string, itemId: string) {
  try {
    const markers = await assemblyRef(orgId, assemblyId).collection('voters').where('item', '==', itemId).select().get();
    for (let i = 0; i < markers.docs.length; i += 400) {
      const batch = db.batch();
      for (const d of markers.docs.slice(i, i + 400)) batch.update(d.ref, { sealed: FieldValue.delete() });
      await batch.commit();
    }
  } catch (error) {
    logger.error('secret vote: the sealed choices could not all be dropped after the close', { orgId, assemblyId, itemId, error });
  }
}

/** POST /v1/assemblies/vote-close: counts the ballots against the item's majority and stores the result on it. */
export const closeVote = route(closeVoteContract, async ({ claims, body }) => {
  const { result, secret } = await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    const item = votedItem(data, body.itemId);
    if (item.status !== 'OPEN') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const gates = gateRefs(claims.org, body.assemblyId, item.id);
    // read before the ballots: every ballot still under way either commits first or finds its gate closed
    await tx.getAll(...gates);
    const cast = await ballotsOf(tx, claims.org, body.assemblyId, item);
    const result = { ...tally(cast, item.majority, data.present + data.represented), how: 'BALLOT' as const };
    tx.update(ref, { agenda: withItem(data, item.id, { status: 'CLOSED', result }) });
    for (const gate of gates) tx.set(gate, { item: item.id, open: false });
    return { result, secret: item.secret };
  });
  if (secret) await unsealMarkers(claims.org, body.assemblyId, body.itemId);
  return result;
});

/**
 * POST /v1/assemblies/hands: a count the chair took in the hall and types in. On an item that is not secret, a show of
 * hands; on a secret one, the paper ballots' count, where the statute does not allow voting electronically (where it
 * does, a secret item is counted from the phones' ballots). The votes counted cannot exceed those present and
 * represented (VOTES_OVER_ATTENDANCE).
 */
export const recordHands = route(recordHandsContract, async ({ claims, body }) => {
  const rules = await loadRules(claims.org);
  const result = await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    const item = votedItem(data, body.itemId);
    if (item.status === 'CLOSED' || (item.secret && rules.electronicVoting)) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const attending = data.present + data.represented;
    if (countOverAttendance(body, attending)) throw new ApiError('VOTES_OVER_ATTENDANCE');
    const counted: Ballot[] = [
      { choice: 'YES', weight: body.yes },
      { choice: 'NO', weight: body.no },
      { choice: 'ABSTAIN', weight: body.abstain },
    ];
    const result = { ...tally(counted, item.majority, attending), how: item.secret ? ('PAPER' as const) : ('HANDS' as const) };
    tx.update(ref, { agenda: withItem(data, item.id, { status: 'CLOSED', result }) });
    // a vote opened and then settled by hands or on paper: its ballots end here too
    if (item.status === 'OPEN')
      for (const gate of gateRefs(claims.org, body.assemblyId, item.id)) tx.set(gate, { item: item.id, open: false });
    return result;
  });
  // phones' ballots on a secret item, if any were sealed while the statute allowed them, are no longer needed either
  if (result.how === 'PAPER') await unsealMarkers(claims.org, body.assemblyId, body.itemId);
  return result;
});
