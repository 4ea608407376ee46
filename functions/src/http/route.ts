import type { Request } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { Claims } from '@tessera/domain/claims';
import type { Contract } from '@tessera/domain/contracts/contract';
import type { Principal } from './principal';
import type { RecordAccess } from './scope';

export type { Method } from '@tessera/domain/contracts/contract';

/** What a handler receives: the contract's checked inputs, and for a permission contract the caller and its scope. */
export type HandlerContext<C extends Contract> = {
  headers: z.output<C['headers']>;
  body: z.output<C['body']>;
  req: Request;
} & (C['access'] extends 'public'
  ? object
  : C['access'] extends 'account'
    ? { principal: Principal }
    : { principal: Principal; claims: Claims; scope: RecordAccess });

/**
 * A handler returns the answer's wire shape (z.input of the answer schema): what JSON.stringify sends. Answer schemas
 * carry no transforms, so this is also what the web and the tests read (z.output).
 */
export type Handler<C extends Contract> = (ctx: HandlerContext<C>) => Promise<z.input<C['answer']>>;

export interface Route<C extends Contract = Contract> {
  contract: C;
  handle: Handler<C>;
}

/** Binds a handler to its contract: the contract types the handler's inputs and its answer. */
export function route<C extends Contract>(contract: C, handle: NoInfer<Handler<C>>): Route {
  return { contract, handle } as unknown as Route;
}
