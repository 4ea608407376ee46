import { useSyncExternalStore } from 'react';

/** How many API calls are under way: the spinner overlay shows while any is. */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const pendingRequests = {
  start() {
    count++;
    emit();
  },
  end() {
    count = Math.max(0, count - 1);
    emit();
  },
};

export function usePendingRequests(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
  );
}
