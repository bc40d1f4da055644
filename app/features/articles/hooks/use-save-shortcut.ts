// ⌘S / Ctrl+S in the editor: saves the article as it stands instead of opening the browser's
// "save page" dialog, wherever the focus is on the page (title, body, side fields).
import { useEffect, useRef } from 'react';

/** True for ⌘S on a Mac and Ctrl+S elsewhere, without Shift or Alt (those mean other things). */
function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.metaKey || event.ctrlKey) || event.shiftKey || event.altKey) return false;
  return event.key.toLowerCase() === 's' || event.code === 'KeyS';
}

export function useSaveShortcut(save: () => void) {
  // The latest save, without adding and removing the listener on every render.
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      // A key pressed while a Japanese conversion is open belongs to the input method.
      if (event.isComposing || event.keyCode === 229 || event.repeat) return;
      latest.current();
    };
    // Capture: a field that stops the event's bubbling still leaves the shortcut working.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
