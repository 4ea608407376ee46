import { z } from 'zod';

/**
 * A member's personal code for an assembly's door, sent with the convocation as a QR: the organization, the assembly
 * and the member, signed as the cards' codes are (functions/src/cards/token.ts). Its kind marker keeps the scanner
 * from taking it for a card, and the assembly it names keeps it from opening any other assembly's door.
 */
export const assemblyTokenPayload = z.strictObject({
  k: z.literal('assembly'),
  o: z.string().min(1),
  /** the assembly */
  a: z.string().min(1),
  /** the member */
  m: z.string().min(1),
  iat: z.number().int().nonnegative(),
});
export type AssemblyTokenPayload = z.infer<typeof assemblyTokenPayload>;

/** Longest code the door field takes: a signed token is about 200 characters, a typed card number far fewer. */
export const DOOR_CODE_MAX = 2000;
