import { useEffect } from 'react';

/**
 * Which forms on the page hold unsaved changes, for app-wide decisions that must not lose typing: a new version of
 * the app reloads at once only when none does, and otherwise offers a reload (app/pwa). Forms report here through
 * useLeaveGuard, or through useUnsavedChanges when they do not hold navigations.
 */
const dirty = new Set<symbol>();

export const anyFormDirty = (): boolean => dirty.size > 0;

/** Counts the calling form as unsaved while `active`. */
export function useUnsavedChanges(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const form = Symbol('form');
    dirty.add(form);
    return () => {
      dirty.delete(form);
    };
  }, [active]);
}
