// What an admin list shows instead of its table when there is nothing to list: an icon, what is
// missing, what to do about it, and any buttons that help.
import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The list's icon, at size 28. */
  icon: ReactNode;
  title: string;
  description?: string;
  /** Buttons, such as the way back to the whole list. */
  children?: ReactNode;
};

export function ListEmptyState({ icon, title, description, children }: Props) {
  return (
    <Paper withBorder>
      <EmptyState py="xl" icon={icon} withIndicatorBackground title={title} description={description}>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
