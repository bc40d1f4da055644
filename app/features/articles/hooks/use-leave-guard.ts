// Leaving the editor with unsaved changes: closing the tab keeps the local copy and asks the
// browser to confirm (while the session is alive: a 401 is already on its way to /signin); moving
// elsewhere in the app is held by a blocker the editor turns into its own dialog.
import { type RefObject, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { getToken } from '../../../lib/session-storage.ts';

export function useLeaveGuard(options: { dirty: RefObject<boolean>; keepLocalCopy: () => void }) {
  const { dirty, keepLocalCopy } = options;
  /** Set before a navigation the editor makes itself (after a save, on discard). */
  const leavingOnPurpose = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || leavingOnPurpose.current) return;
      keepLocalCopy();
      if (getToken()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, keepLocalCopy]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once the new location is in
  useEffect(() => {
    leavingOnPurpose.current = false;
  }, [pathname]);

  return { blocker, leavingOnPurpose };
}
