import type { DocumentData, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { MailAttachment } from '@tessera/domain/entities/mail';
import type { DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import type { RenderedMail } from '@tessera/domain/mail/render';
import type { MailLook } from '@tessera/domain/mail/look';

/**
 * What other areas plug into the outbox, the way areas register their routes: the outbox knows messages, quotas and
 * senders; an area whose messages carry more (a mailshot's: one recipient's delivery, rendered from the mailshot, with
 * events from the provider) registers it here from its own wiring file, and the functions' entry loads those files.
 * Nothing registered: every message is an ordinary one.
 */

/** A message that is one recipient's delivery of something larger: the delivery follows the message's state. */
export interface OutboxDeliveryHooks {
  /** The delivery this message follows, or null for an ordinary message. */
  linkedDelivery(orgId: string, mail: DocumentData | undefined): DocumentReference | null;
  /** Moves the delivery forward with the message, in the outbox's transaction (after its reads). */
  advanceDelivery(tx: Transaction, orgId: string, delivery: DocumentSnapshot, next: DeliveryState, extra?: Record<string, unknown>): void;
}

/** A template rendered by its area instead of the outbox's own templates, with its headers, sender and attachments. */
export type MessageRenderer = (
  orgId: string,
  mail: DocumentData,
  payload: DocumentData | undefined,
  orgName: string,
  look: MailLook,
) => Promise<{
  rendered: RenderedMail;
  headers: Record<string, string>;
  from: { email: string; name: string } | null;
  attachments: MailAttachment[];
}>;

/** Work the outbox's 5-minute sweep does as well: answers what it took over (logged under its name). */
export type OutboxSweep = () => Promise<string[]>;

/** Where the provider's delivery events go (the local sink posts the events SendGrid would). */
export type DeliveryEventSink = (events: Record<string, unknown>[]) => Promise<unknown>;

/**
 * Which messages of a template share one letterhead (a mailshot's recipients: a mailshot no longer changes once
 * queued), or null for a message of its own: the outbox then reads the association once for each such group an
 * instance sends, not once per message (outbox.ts).
 */
export type LetterheadKey = (mail: DocumentData) => string | null;

let deliveryHooks: OutboxDeliveryHooks | null = null;
const renderers = new Map<string, { render: MessageRenderer; letterheadKey?: LetterheadKey }>();
const sweeps = new Map<string, OutboxSweep>();
let eventSink: DeliveryEventSink | null = null;

export function registerOutboxDeliveryHooks(hooks: OutboxDeliveryHooks): void {
  if (deliveryHooks) throw new Error('the outbox delivery hooks are registered twice');
  deliveryHooks = hooks;
}

export function registerMessageRenderer(template: string, render: MessageRenderer, letterheadKey?: LetterheadKey): void {
  if (renderers.has(template)) throw new Error(`a renderer for ${template} is registered twice`);
  renderers.set(template, { render, letterheadKey });
}

export function registerOutboxSweep(name: string, sweep: OutboxSweep): void {
  if (sweeps.has(name)) throw new Error(`the outbox sweep ${name} is registered twice`);
  sweeps.set(name, sweep);
}

export function registerDeliveryEventSink(sink: DeliveryEventSink): void {
  if (eventSink) throw new Error('the delivery event sink is registered twice');
  eventSink = sink;
}

export const linkedDelivery = (orgId: string, mail: DocumentData | undefined) => deliveryHooks?.linkedDelivery(orgId, mail) ?? null;

export function advanceDelivery(
  tx: Transaction,
  orgId: string,
  delivery: DocumentSnapshot,
  next: DeliveryState,
  extra?: Record<string, unknown>,
): void {
  deliveryHooks?.advanceDelivery(tx, orgId, delivery, next, extra);
}

export const messageRenderer = (template: unknown): MessageRenderer | undefined =>
  typeof template === 'string' ? renderers.get(template)?.render : undefined;

/** The letterhead a message shares with others of its group (LetterheadKey), or null when it has one of its own. */
export const sharedLetterhead = (mail: DocumentData): string | null =>
  (typeof mail.template === 'string' && renderers.get(mail.template)?.letterheadKey?.(mail)) || null;

/** Every registered sweep, run together: what each took over, by name. */
export async function runOutboxSweeps(): Promise<Record<string, string[]>> {
  const done = await Promise.all([...sweeps].map(async ([name, sweep]) => [name, await sweep()] as const));
  return Object.fromEntries(done);
}

/** Hands the events to the registered sink; without one they have nowhere to go. */
export async function deliverEvents(events: Record<string, unknown>[]): Promise<void> {
  await eventSink?.(events);
}
