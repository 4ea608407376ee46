import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { escapeHtml } from '@tessera/domain/html';
import type { Sale } from '@tessera/domain/entities/sale';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { acceptOffer, fetchMyWaitingLists, joinWaitingList, leaveWaitingList } from './api/waitingList';

type Busy = { saleId: string; what: 'join' | 'leave' | 'pay' } | null;

/**
 * The shop's waiting lists: the member's places and offers (read again when `seatsKey` — the items' seats — moves, or
 * after an action), joining, leaving with a confirmation, and paying seats offered (to the provider's checkout).
 */
export function useWaitingLists(seatsKey: string) {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [leaving, setLeaving] = useState<Sale | null>(null);
  const lists = useApiQuery(`waiting:${seatsKey}:${version}`, fetchMyWaitingLists);
  // the last answer stays shown while the next is read, so the cards do not flicker
  const [entries, setEntries] = useState(lists.data?.entries ?? []);
  if (lists.status === 'success' && lists.data.entries !== entries) setEntries(lists.data.entries);

  async function run(saleId: string, what: NonNullable<Busy>['what'], action: () => Promise<unknown>, done?: string) {
    setBusy({ saleId, what });
    try {
      await action();
      if (done) notify('success', done);
      setVersion((v) => v + 1);
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(null);
    }
  }

  const entryOf = (saleId: string) => entries.find((e) => e.saleId === saleId);
  const leavingEntry = leaving ? entryOf(leaving.id) : undefined;
  return {
    entryOf,
    busyOn: (saleId: string) => (busy?.saleId === saleId ? busy.what : null),
    join: (sale: Sale, priceName: string, quantity: number) =>
      void run(
        sale.id,
        'join',
        () => joinWaitingList({ saleId: sale.id, priceName, quantity }),
        t('marketplace.waitlistJoined', { name: sale.name }),
      ),
    askLeave: (sale: Sale) => setLeaving(sale),
    pay: (saleId: string, cart: string) =>
      void run(saleId, 'pay', async () => {
        const { session } = await acceptOffer(cart, i18n.language === 'en' ? 'en' : 'it');
        window.location.assign(session.url);
      }),
    dialog: (
      <ConfirmDialog
        open={leaving !== null}
        ask
        title={leavingEntry?.offer ? t('marketplace.waitlistDecline') : t('marketplace.waitlistLeave')}
        messageHtml={t(leavingEntry?.offer ? 'marketplace.waitlistDeclineConfirm' : 'marketplace.waitlistLeaveConfirm', {
          name: escapeHtml(leaving?.name ?? ''),
        })}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const sale = leaving;
          setLeaving(null);
          if (sale) void run(sale.id, 'leave', () => leaveWaitingList(sale.id), t('marketplace.waitlistLeft'));
        }}
      />
    ),
  };
}
