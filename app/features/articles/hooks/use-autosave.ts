// Autosave: every AUTOSAVE_MS the editor saves, if it is due then. The caller decides what is due
// (a draft with unsaved changes; published articles are never changed behind the editor's back).
import { useEffect, useRef } from 'react';

const AUTOSAVE_MS = 30_000;

export function useAutosave(options: { due: boolean; save: () => Promise<unknown> }) {
  // Read at each tick: the timer outlives the render that started it.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (latest.current.due) void latest.current.save();
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, []);
}
