// The article body's editor, once it takes typing. An opened article is read-only until the writer
// holds its edit lock, and keys pressed before that are dropped (as they would be for a person).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function editableBody(page: Page) {
  const body = page.getByRole('textbox', { name: '本文' });
  await expect.poll(() => body.getAttribute('contenteditable')).toBe('true');
  return body;
}
