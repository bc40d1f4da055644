import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables.server.ts';

describe('theme-variables.css', () => {
  it('matches the Mantine theme (run `node app/styles/theme-variables.server.ts` after changing theme.ts)', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it('carries the brand palette and the light/dark switch', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-salvia-6: #d14a2f');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-salvia-filled)');
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]');
    expect(css).toContain('--mantine-color-body: var(--mantine-color-dark-7)');
  });
});
