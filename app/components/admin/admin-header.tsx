// The admin header: drawer toggles, the site link, who is signed in, and logout.
import { ActionIcon, Badge, Burger, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconExternalLink,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Writer } from '../../../contract/writers.ts';

type Props = {
  writer: Writer;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  mini: boolean;
  onToggleMini: () => void;
  onLogout: () => void;
};

export function AdminHeader({ writer, mobileOpened, onToggleMobile, mini, onToggleMini, onLogout }: Props) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? 'メニューを閉じる' : 'メニューを開く'}
        />
        <Tooltip label={mini ? 'メニューを広げる' : 'メニューを折りたたむ'}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleMini}
            visibleFrom="sm"
            aria-label={mini ? 'メニューを広げる' : 'メニューを折りたたむ'}
          >
            {mini ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
        <Text component={Link} to="/admin" fw={700} size="lg" c="salvia" style={{ textDecoration: 'none' }}>
          Salvia
          <Text span size="sm" c="dimmed" ml={6} visibleFrom="xs">
            管理画面
          </Text>
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="サイトを見る">
          <ActionIcon
            component="a"
            href="/"
            target="_blank"
            variant="subtle"
            color="gray"
            aria-label="サイトを見る（新しいタブ）"
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={500} truncate maw={{ base: 96, sm: 220 }} data-testid="current-writer">
          {writer.name}
        </Text>
        <Badge variant="light" color={writer.role === 'admin' ? 'salvia' : 'gray'} visibleFrom="xs">
          {writer.role === 'admin' ? '管理者' : 'ライター'}
        </Badge>
        <Button variant="default" size="xs" leftSection={<IconLogout size={14} />} onClick={onLogout}>
          ログアウト
        </Button>
      </Group>
    </Group>
  );
}
