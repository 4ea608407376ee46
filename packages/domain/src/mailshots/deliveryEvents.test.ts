import { describe, expect, it } from 'vitest';
import {
  DELIVERY_EVENT_TYPES,
  DELIVERY_STATES,
  deliveryEvent,
  isFollowed,
  SOFT_BOUNCES_TO_SUPPRESS,
  stateAfter,
  suppressionAfter,
  type DeliveryEventType,
  type DeliveryState,
} from './deliveryEvents';

const replay = (events: DeliveryEventType[], from: DeliveryState = 'QUEUED') => events.reduce(stateAfter, from);

/** Every order of a list (small lists only). */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe('a delivery state from its events', () => {
  it('takes the furthest state reached, whatever order the events arrive in, and replays change nothing', () => {
    for (const events of [
      ['processed', 'delivered', 'open'],
      ['processed', 'deferred', 'delivered'],
      ['processed', 'bounce'],
      ['processed', 'delivered', 'spamreport'],
      ['processed', 'dropped'],
    ] as DeliveryEventType[][]) {
      const results = new Set(orders(events).map((o) => replay(o)));
      expect(results.size, events.join(',')).toBe(1);
      const [once] = results;
      expect(replay([...events, ...events])).toBe(once);
    }
    expect(replay(['processed', 'open', 'delivered'])).toBe('OPENED');
    expect(replay(['processed', 'delivered', 'bounce'])).toBe('DELIVERED');
    expect(replay(['processed', 'bounce'])).toBe('BOUNCED');
    expect(replay(['deferred'], 'SENDING')).toBe('SENDING');
    expect(replay(['unsubscribe'], 'DELIVERED')).toBe('DELIVERED');
  });

  it('every state × every event: never moves backwards', () => {
    for (const s of DELIVERY_STATES)
      for (const e of DELIVERY_EVENT_TYPES)
        expect(DELIVERY_STATES.indexOf(stateAfter(s, e))).toBeGreaterThanOrEqual(DELIVERY_STATES.indexOf(s));
  });
});

describe('suppression', () => {
  it('a hard bounce, a complaint or an unsubscribe suppresses at once', () => {
    expect(suppressionAfter(0, { event: 'bounce', type: 'bounce' }).suppress).toBe('hardBounce');
    expect(suppressionAfter(0, { event: 'bounce' }).suppress).toBe('hardBounce');
    expect(suppressionAfter(0, { event: 'spamreport' }).suppress).toBe('complaint');
    expect(suppressionAfter(0, { event: 'unsubscribe' }).suppress).toBe('unsubscribed');
    expect(suppressionAfter(0, { event: 'open' }).suppress).toBeNull();
  });

  it(`soft bounces suppress at the ${SOFT_BOUNCES_TO_SUPPRESS}rd in a row; a delivery in between starts the count again`, () => {
    const soft = { event: 'bounce', type: 'blocked' } as const;
    let n = 0;
    const seen: (string | null)[] = [];
    for (const e of [soft, soft, { event: 'delivered' }, soft, soft, soft] as const) {
      const r = suppressionAfter(n, e);
      n = r.softBounces;
      seen.push(r.suppress);
    }
    expect(seen).toEqual([null, null, null, null, null, 'softBounces']);
  });
});

describe('the posted event', () => {
  it('keeps what it does not name, needs an event id, and follows only the listed types', () => {
    const e = deliveryEvent.parse({
      sg_event_id: 'ev1',
      event: 'delivered',
      email: 'a@b.it',
      timestamp: 1,
      orgId: 'o',
      mailId: 'm',
      ip: '1.2.3.4',
    });
    expect(e).toMatchObject({ mailId: 'm', ip: '1.2.3.4' });
    expect(deliveryEvent.safeParse({ event: 'delivered', email: 'a@b.it', timestamp: 1 }).success).toBe(false);
    expect(isFollowed(e)).toBe(true);
    expect(isFollowed({ event: 'group_unsubscribe' })).toBe(false);
  });
});
