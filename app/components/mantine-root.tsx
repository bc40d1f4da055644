// Mantine for the screens built with it (the admin, the public form pages). The reading pages do not
// mount it, so its runtime stays out of their bundles.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNonce } from '../hooks/use-nonce.ts';
import { theme } from '../styles/theme.ts';

export function MantineRoot({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" getStyleNonce={() => nonce ?? ''}>
      {children}
    </MantineProvider>
  );
}
