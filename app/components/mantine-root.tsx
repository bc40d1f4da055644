// Mantine for the screens built with it (the admin, the public form pages). The reading pages do not
// mount it, so its runtime stays out of their bundles.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme.ts';

export function MantineRoot({ children }: { children: ReactNode }) {
  // Its style tags need no nonce: the policy allows inline styles (only scripts are held to hashes).
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
