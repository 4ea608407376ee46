import { z } from 'zod';
import { searchQuery } from './query';

/**
 * A saved advanced search (`organizations/{org}/searches/{id}`): its name, the query (columns and sort included) and
 * whether the organization's other back-office users see it too. The owner is the admin who saved it.
 */
export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one admin may keep (their own); shared ones count for their owner. */
export const SAVED_SEARCHES_MAX = 100;

export const savedSearchInput = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(SAVED_SEARCH_NAME_MAX, 'validation.tooLong'),
  query: searchQuery,
  shared: z.boolean().default(false),
});
export type SavedSearchInput = z.infer<typeof savedSearchInput>;

export const savedSearchSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  query: searchQuery,
  shared: z.boolean(),
  owner: z.string().describe("the owner's email"),
  mine: z.boolean().describe('saved by the caller (only the owner changes or deletes it)'),
  updatedAt: z.string().nullable(),
  issues: z
    .array(z.strictObject({ path: z.string(), message: z.string() }))
    .describe(
      'what stops it running now (a custom field deleted in settings: validation.unknownField at that condition); empty when it runs',
    ),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
