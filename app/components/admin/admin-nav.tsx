// The drawer's contents: grouped links, or an icon rail with tooltips when collapsed.
import { Box, NavLink as MantineNavLink, Stack, Text, Tooltip } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import type { Role } from '../../../contract/writers.ts';
import { menuFor } from './admin-menu.ts';

type Props = { role: Role; mini: boolean; onNavigate?: () => void };

export function AdminNav({ role, mini, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <Stack gap="xs" component="nav" aria-label="管理メニュー">
      {menuFor(role).map((group, index) => (
        <Box key={group.label ?? index}>
          {group.label && !mini && (
            <Text size="xs" c="dimmed" fw={700} px="sm" pt="xs" pb={4}>
              {group.label}
            </Text>
          )}
          {group.items.map((item) => {
            const active = item.end ? pathname === item.to : pathname.startsWith(item.to);
            const Icon = item.icon;
            const link = (
              <MantineNavLink
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                active={active}
                label={mini ? undefined : item.label}
                aria-label={mini ? item.label : undefined}
                leftSection={<Icon size={20} stroke={1.6} />}
                styles={mini ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } } : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            );
            return mini ? (
              <Tooltip key={item.to} label={item.label} position="right" withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
