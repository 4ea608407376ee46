import { z } from 'zod';

/** Profile dialog: a selection is required; its value is the profile id sent to POST /auth/choose-profile. */
export const profileChoiceSchema = z.object(
  {
    profileId: z.string({ error: 'validation.profileRequired' }).trim().min(1, 'validation.profileRequired'),
  },
  { error: 'validation.required' },
);
export type ProfileChoiceValues = z.infer<typeof profileChoiceSchema>;
