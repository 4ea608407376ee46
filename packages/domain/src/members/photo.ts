import { z } from 'zod';

/**
 * Members' photos (preferences photoRequired and photoOnCard). An uploaded PNG, JPEG or WebP is made on the
 * server into a JPEG that fits PHOTO_MAX_PX square (turned upright first), kept through the files module (owner kind
 * `photo`), and named on the member record by `photo`. Only the API serves the bytes, after its scope check.
 */
export const PHOTO_MAX_PX = 480;

/** `members/{id}.photo`: which stored file is the photo, and its size once made smaller. */
export const memberPhotoSchema = z.object({
  fileId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MemberPhoto = z.infer<typeof memberPhotoSchema>;

/** The stored photo of a member record, or null (absent, or not the stored shape). */
export function photoOf(member: { photo?: unknown } | null | undefined): MemberPhoto | null {
  const parsed = memberPhotoSchema.safeParse(member?.photo);
  return parsed.success ? parsed.data : null;
}

/** Whether the organization asks for a photo this member lacks (the personal area then asks the member for one). */
export function photoMissing(preferences: { photoRequired: boolean }, member: { photo?: unknown } | null | undefined): boolean {
  return preferences.photoRequired && photoOf(member) === null;
}
