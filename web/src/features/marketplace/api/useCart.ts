import { useCallback, useSyncExternalStore } from 'react';
import { CART_LINES_MAX, type CartLineInput } from '@tessera/domain/entities/cart';
import { storage } from '../../../lib/storage';

/** A line as the browser keeps it: what the server needs, and the name and price to show before it prices the cart. */
export interface KeptLine extends CartLineInput {
  saleName: string;
  unitCost: number;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: KeptLine[] } = { raw: null, lines: [] };

function read(): KeptLine[] {
  const raw = storage.cart();
  if (raw === cached.raw) return cached.lines;
  let lines: KeptLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed as KeptLine[];
  } catch {
    // a damaged cart is an empty cart
  }
  cached = { raw, lines };
  return lines;
}

function write(lines: KeptLine[]) {
  storage.setCart(lines.length ? JSON.stringify(lines) : null);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === storage.cartKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The member's cart, kept in the browser until paid (another tab sees the same cart): one line per item, at most
 * CART_LINES_MAX. The server prices it again and decides; what is kept here is only what to ask for.
 */
export function useCart() {
  const lines = useSyncExternalStore(subscribe, read, () => []);
  const put = useCallback((line: KeptLine) => {
    const others = read().filter((l) => l.saleId !== line.saleId);
    if (others.length >= CART_LINES_MAX) return false;
    write([...others, line]);
    return true;
  }, []);
  const remove = useCallback((saleId: string) => write(read().filter((l) => l.saleId !== saleId)), []);
  const clear = useCallback(() => write([]), []);
  return { lines, put, remove, clear };
}

/** What the server is asked for: the lines without the names and prices shown meanwhile. */
export const toCartLines = (lines: readonly KeptLine[]): CartLineInput[] =>
  lines.map(({ saleId, priceName, quantity, family }) => ({ saleId, priceName, quantity, family: family ?? [] }));
