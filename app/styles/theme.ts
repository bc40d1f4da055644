// The Mantine theme of the admin and the form pages. The public reading pages do not load Mantine's
// runtime: they get the same design tokens from theme-variables.css, generated from this theme.
import { createTheme, Notification, PasswordInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { createElement } from 'react';

export const theme = createTheme({
  primaryColor: 'salvia',
  // White on a filled button: shade 8 is 6.9:1 in light mode, shade 7 5.6:1 in dark (6 was 4.4:1).
  primaryShade: { light: 8, dark: 7 },
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
  components: {
    // A notice's close button says what it does (Mantine leaves it unnamed).
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'お知らせを閉じる' } } }),
    // The show-password button in Japanese (Mantine says "Toggle password visibility"), named apart
    // from the field's own label; its picture is hidden from screen readers, which read the name.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': '入力した文字を表示' },
        visibilityToggleIcon: ({ reveal }) =>
          createElement(reveal ? IconEyeOff : IconEye, { 'aria-hidden': true, size: 18, stroke: 1.6 }),
      },
    }),
  },
});
