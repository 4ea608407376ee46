import { z } from 'zod';

/**
 * Privacy and newsletter policies: the organization publishes versioned documents; members accept the
 * current version at their next visit, and the acceptance (version and date) is kept on their record.
 */
export const POLICY_KINDS = ['privacy', 'newsletter'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** One published policy as the organization document keeps it (`policies.<kind>`); readable by everyone in the organization. */
export const publishedPolicySchema = z.object({
  version: z.number().int().positive(),
  fileId: z.string(),
  fileName: z.string(),
  publishedAt: z.string().describe('ISO date-time'),
});
export type PublishedPolicy = z.infer<typeof publishedPolicySchema>;
export type Policies = Partial<Record<PolicyKind, PublishedPolicy>>;

/** A member's acceptance (`policies.<kind>` on the member record). */
export const policyAcceptanceSchema = z.object({ version: z.number().int().positive(), acceptedAt: z.string().describe('ISO date-time') });
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;
export type PolicyAcceptances = Partial<Record<PolicyKind, PolicyAcceptance>>;

/** The policies a member still has to accept: the published ones whose current version they have not accepted. */
export function policiesToAccept(published: Policies | undefined, accepted: PolicyAcceptances | undefined): PolicyKind[] {
  return POLICY_KINDS.filter((kind) => {
    const current = published?.[kind];
    return current !== undefined && (accepted?.[kind]?.version ?? 0) < current.version;
  });
}
