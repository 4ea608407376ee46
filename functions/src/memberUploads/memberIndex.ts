import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { holdersOf } from '../members/holders';

/**
 * Which member holds an email or a tax code, for the rows of one bulk upload job: read once per job
 * (only the two fields), then kept up to date as the job writes. Per-chunk `in` queries cost one query per
 * 30 values and competed with the member triggers the job itself sets off; this costs one query per job and
 * one batched read per chunk for the members its rows really match.
 */
export class MemberIndex {
  private constructor(
    private readonly orgId: string,
    private readonly byEmail: Map<string, string>,
    private readonly bySsn: Map<string, string>,
  ) {}

  static async load(orgId: string): Promise<MemberIndex> {
    const { email, ssn } = await holdersOf(orgId, ['email', 'ssn'] as const);
    return new MemberIndex(orgId, email, ssn);
  }

  holderOfEmail(email: string | undefined): string | undefined {
    return email ? this.byEmail.get(email) : undefined;
  }

  holderOfSsn(ssn: string | undefined): string | undefined {
    return ssn ? this.bySsn.get(ssn) : undefined;
  }

  /** The full documents of the members these rows match, read in one batch. */
  async snapshots(keys: { email?: string; ssn?: string }[]): Promise<Map<string, DocumentSnapshot>> {
    const ids = new Set<string>();
    for (const k of keys) for (const id of [this.holderOfEmail(k.email), this.holderOfSsn(k.ssn)]) if (id) ids.add(id);
    if (ids.size === 0) return new Map();
    const snaps = await db.getAll(...[...ids].map((id) => db.doc(memberPath(this.orgId, id))));
    return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s]));
  }

  /** Records what a written member now holds (its previous values no longer point at it). */
  written(id: string, before: { email?: unknown; ssn?: unknown } | undefined, after: { email?: unknown; ssn?: unknown }): void {
    this.move(this.byEmail, id, before?.email, after.email);
    this.move(this.bySsn, id, before?.ssn, after.ssn);
  }

  deleted(id: string, before: { email?: unknown; ssn?: unknown }): void {
    this.written(id, before, {});
  }

  private move(map: Map<string, string>, id: string, from: unknown, to: unknown): void {
    if (typeof from === 'string' && from !== to && map.get(from) === id) map.delete(from);
    if (typeof to === 'string' && to && !map.has(to)) map.set(to, id);
  }
}
