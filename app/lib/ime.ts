// Enter that confirms a Japanese (IME) conversion must never submit a form.
import type { KeyboardEvent } from 'react';

export function isImeEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}

/** onKeyDown for inputs inside forms. */
export function blockImeEnter(event: KeyboardEvent) {
  if (isImeEnter(event)) event.preventDefault();
}
