// The Mantine theme of the admin and the form pages. The public reading pages do not load Mantine's
// runtime: they get the same design tokens from theme-variables.css, generated from this theme.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'salvia',
  // Shade 8 keeps text and buttons at WCAG AA contrast on white; the lighter 6 reads better on dark.
  primaryShade: { light: 8, dark: 6 },
  colors: {
    salvia: [
      '#fdf0ee',
      '#f7dcd7',
      '#efb5aa',
      '#e88c7b',
      '#e16a53',
      '#dd553a',
      '#d14a2f',
      '#b93c23',
      '#a5341e',
      '#902816',
    ],
  },
  fontFamily:
    '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Noto Sans JP", "Yu Gothic", Meiryo, system-ui, sans-serif',
  headings: { fontWeight: '700' },
});
