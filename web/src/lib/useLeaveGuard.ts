import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { useUnsavedChanges } from './dirtyForms';

type Go = (...args: unknown[]) => void;

/** Routes the router's navigations (push, replace) through `decide`, which runs or holds each; answers the undo. */
function holdNavigations(navigator: unknown, decide: (go: () => void) => void): () => void {
  const nav = navigator as { push: Go; replace: Go };
  const { push, replace } = nav;
  nav.push = (...args) => decide(() => push(...args));
  nav.replace = (...args) => decide(() => replace(...args));
  return () => {
    nav.push = push;
    nav.replace = replace;
  };
}

export interface LeaveGuard {
  /** a way out (an in-app navigation or a Cancel) waits for the user's answer */
  pending: boolean;
  /** runs `leave` at once while the guard is off, otherwise holds it until proceed() or stay() */
  confirm(leave: () => void): void;
  proceed(): void;
  stay(): void;
  /** lets navigations through while `work` runs: a save that moves to the saved record */
  allowDuring<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Asks before leaving while `active` (a form with unsaved changes): in-app navigations (links, navigate()) are held
 * until the user answers, and closing or reloading the tab gets the browser's own question (beforeunload).
 * react-router's useBlocker needs a data router and the app renders <Routes> in a BrowserRouter, so this holds the
 * router's navigator (its push/replace) instead; the browser's Back button is not held.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const allowed = useRef(false);
  // the app knows a form is dirty (a new version then waits for the user's click instead of reloading)
  useUnsavedChanges(active);

  useEffect(() => {
    if (!active) return;
    const release = holdNavigations(navigator, (go) => (allowed.current ? go() : setPending({ leave: go })));
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (allowed.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, navigator]);

  const confirm = useCallback((leave: () => void) => (active ? setPending({ leave }) : leave()), [active]);
  const proceed = useCallback(() => {
    setPending(null);
    pending?.leave();
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);
  const allowDuring = useCallback(async <T>(work: () => Promise<T>) => {
    allowed.current = true;
    try {
      return await work();
    } finally {
      allowed.current = false;
    }
  }, []);
  return { pending: pending !== null, confirm, proceed, stay, allowDuring };
}
