import type { Request } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { Claims } from '@tessera/domain/claims';
import type { Permission } from '@tessera/domain/permissions';
import type { SessionRestriction } from '@tessera/domain/secondFactor';
import type { Principal } from './principal';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface BaseRoute<H extends z.ZodType, B extends z.ZodType> {
  method: Method;
  path: string;
  /** headers the endpoint takes (spec §7 passes many inputs in headers), validated before the handler runs */
  headers?: H;
  body?: B;
  /**
   * The steps a restricted session (a second factor due, a forced password change) may still take through this
   * endpoint; every other endpoint answers SESSION_RESTRICTED until the step is done (dispatch.ts).
   */
  whileRestricted?: readonly SessionRestriction[];
  /** largest body read, in bytes, when the endpoint takes more than REQUEST_BODY_MAX_BYTES (files) */
  maxBodyBytes?: number;
}

/** Public: no token needed. */
export interface PublicRoute<H extends z.ZodType, B extends z.ZodType> extends BaseRoute<H, B> {
  access: 'public';
  handle(ctx: { headers: z.infer<H>; body: z.infer<B>; req: Request }): Promise<unknown>;
}

/** Signed in, profile not needed (validate, choose-profile). */
export interface AccountRoute<H extends z.ZodType, B extends z.ZodType> extends BaseRoute<H, B> {
  access: 'account';
  handle(ctx: { headers: z.infer<H>; body: z.infer<B>; principal: Principal; req: Request }): Promise<unknown>;
}

/** Signed in with a chosen profile holding `permission`. */
export interface ProfileRoute<H extends z.ZodType, B extends z.ZodType> extends BaseRoute<H, B> {
  access: Permission;
  handle(ctx: { headers: z.infer<H>; body: z.infer<B>; principal: Principal; claims: Claims; req: Request }): Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Route = PublicRoute<any, any> | AccountRoute<any, any> | ProfileRoute<any, any>;

/** Identity helpers that keep each endpoint file typed without repeating generics. */
export const publicRoute = <H extends z.ZodType, B extends z.ZodType>(r: Omit<PublicRoute<H, B>, 'access'>): PublicRoute<H, B> => ({
  ...r,
  access: 'public',
});
export const accountRoute = <H extends z.ZodType, B extends z.ZodType>(r: Omit<AccountRoute<H, B>, 'access'>): AccountRoute<H, B> => ({
  ...r,
  access: 'account',
});
export const profileRoute = <H extends z.ZodType, B extends z.ZodType>(r: ProfileRoute<H, B>) => r;
