import { z } from 'zod';
import type { Claims } from '../claims';
import { ROLES } from '../roles';

/**
 * The scope a bulk upload job applies with: the role and groups of whoever started it (a group admin's job touches
 * only members of its groups). Required: a job without one is refused when created and when run (fail closed).
 */
export const uploadJobScopeSchema = z.object({ role: z.enum(ROLES), groups: z.array(z.string()) });
export type UploadJobScope = z.infer<typeof uploadJobScopeSchema>;

/**
 * Who may see a bulk upload job and its report, and resume it: the write roles of the organization; a group
 * admin only the jobs it started, or a group admin's job whose groups are all among its own (it could have applied
 * that file itself). One rule for the API (resume) and firestore.rules (uploads/{id}, report/{n}), which mirror it.
 */
export function canSeeUploadJob(
  claims: Pick<Claims, 'role' | 'groups'>,
  uid: string,
  job: { createdBy?: unknown; scope?: unknown },
): boolean {
  if (claims.role !== 'group') return true;
  if (job.createdBy === uid) return true;
  const scope = uploadJobScopeSchema.safeParse(job.scope);
  return (
    scope.success &&
    scope.data.role === 'group' &&
    scope.data.groups.length > 0 &&
    scope.data.groups.every((g) => claims.groups.includes(g))
  );
}
