// Typing as a Japanese input method does, over CDP: the reading shown while composing, then the
// converted text committed.
import type { CDPSession } from 'playwright-core';

/** Shows each prefix of `reading` as the open composition, then commits `converted`. */
export async function compose(cdp: CDPSession, reading: string, converted: string) {
  await openComposition(cdp, reading);
  await cdp.send('Input.insertText', { text: converted });
}

/** Leaves `text` as the open composition, character by character, not yet committed. */
export async function openComposition(cdp: CDPSession, text: string) {
  for (let i = 1; i <= text.length; i++) {
    await cdp.send('Input.imeSetComposition', { text: text.slice(0, i), selectionStart: i, selectionEnd: i });
  }
}
