/**
 * How often each action happens in an association's month, by its size: the assumptions behind the month's cost
 * (docs/deploy.md "What it costs per month" repeats them). Day 0 is a Monday and the renewal day; the mailshot goes
 * out on day 7.
 */
import type { When } from './cost';

export type Action =
  | 'dashboard'
  | 'memberList'
  | 'memberSearch'
  | 'memberEdit'
  | 'feeRecorded'
  | 'mailshotRecipient'
  | 'checkIn'
  | 'memberArea'
  | 'activitySale';

export interface Assumption {
  action: Action;
  count: number;
  when: When;
  why: string;
}

export const RENEWAL_DAY = 0;
export const MAILSHOT_DAY = 7;

/** One administrator per 5,000 members, at least two. */
export const adminsFor = (members: number) => Math.max(2, Math.ceil(members / 5000));

/** The month of the yearly renewal (`renewal`), or any other month. */
export function monthModel(members: number, renewal: boolean): Assumption[] {
  const admins = adminsFor(members);
  const workingDays = { kind: 'workingDays' } as const;
  const model: Assumption[] = [
    { action: 'dashboard', count: admins * 4 * 21, when: workingDays, why: `${admins} admins open the dashboard 4 times a working day` },
    {
      action: 'memberList',
      count: admins * 6 * 21,
      when: workingDays,
      why: `${admins} admins open the members list 6 times a working day`,
    },
    { action: 'memberSearch', count: admins * 10 * 21, when: workingDays, why: `${admins} admins search the list 10 times a working day` },
    { action: 'memberEdit', count: members * 0.05, when: workingDays, why: '5% of the members edited in a month' },
    { action: 'mailshotRecipient', count: members, when: { kind: 'day', day: MAILSHOT_DAY }, why: 'one mailshot to every member' },
    {
      action: 'activitySale',
      count: members * 0.05,
      when: workingDays,
      why: 'one member in twenty buys an activity through the cart, paying by card',
    },
    { action: 'checkIn', count: members * 0.2, when: workingDays, why: 'a fifth of the members checked in at the door' },
    { action: 'memberArea', count: members * 0.6, when: workingDays, why: 'three in ten members open their area twice' },
  ];
  if (renewal)
    model.push(
      {
        action: 'feeRecorded',
        count: members * 0.9,
        when: { kind: 'peak', day: RENEWAL_DAY, share: 0.25 },
        why: '9 in 10 members renew (fee recorded or paid online, card renewed), a quarter of them on the renewal day',
      },
      {
        action: 'memberArea',
        count: members * 0.45,
        when: { kind: 'peak', day: RENEWAL_DAY, share: 0.25 },
        why: 'half of those renewing open their area to pay online or fetch the new card',
      },
    );
  return model;
}
