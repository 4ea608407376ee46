import { salePeriod, type SalePeriod } from '@tessera/domain/entities/sale';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { col } from '@tessera/domain/paths';
import { bulkWriter, db } from '../shared/admin';
import { sales } from './saleStore';

/** The periods a day can move an item out of (a past item stays past). */
const MOVING: SalePeriod[] = ['upcoming', 'open', 'closed'];

/**
 * Moves each organization's sale items to their period of `today` (the list filters on the stored `period`): only
 * items not yet past are read, and only those whose period changed are written. Answers how many moved.
 */
export async function refreshSalePeriods(today = todayInItaly()): Promise<number> {
  let moved = 0;
  for (const org of (await db.collection(col.organizations).select().get()).docs) {
    const items = await sales(org.id).where('period', 'in', MOVING).get();
    const batch = bulkWriter();
    for (const item of items.docs) {
      const period = salePeriod(
        { saleDate: item.get('saleDate'), openingDate: item.get('openingDate'), expirationDate: item.get('expirationDate') },
        today,
      );
      if (period === item.get('period')) continue;
      void batch.update(item.ref, { period });
      moved += 1;
    }
    await batch.close();
  }
  return moved;
}
