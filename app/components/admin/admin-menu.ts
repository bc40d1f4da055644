// The admin navigation (SPEC.md §2, §6): the fuller admin menu and the shorter writer menu.
import {
  IconArticle,
  IconBook2,
  IconBooks,
  IconCalendarMonth,
  IconCategory,
  IconChartBar,
  IconHierarchy2,
  IconLayoutDashboard,
  IconPhoto,
  IconRoute,
  IconRss,
  IconStethoscope,
  IconTags,
  IconTrash,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Role } from '../../../contract/writers.ts';

type MenuItem = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Only the exact path counts as active (for /admin itself). */
  end?: boolean;
  adminOnly?: boolean;
};
export type MenuGroup = { label: string | null; items: MenuItem[] };

const GROUPS: MenuGroup[] = [
  { label: null, items: [{ label: 'ダッシュボード', to: '/admin', icon: IconLayoutDashboard, end: true }] },
  {
    label: '投稿',
    items: [
      { label: '記事', to: '/admin/articles', icon: IconArticle },
      { label: 'カレンダー', to: '/admin/calendar', icon: IconCalendarMonth },
      { label: 'カテゴリ', to: '/admin/categories', icon: IconCategory },
      { label: 'タグ', to: '/admin/tags', icon: IconTags },
      { label: 'タクソノミー', to: '/admin/taxonomy', icon: IconHierarchy2, adminOnly: true },
      { label: '連載', to: '/admin/series', icon: IconBooks, adminOnly: true },
    ],
  },
  {
    label: 'ユーザー',
    items: [
      { label: 'ライター一覧', to: '/admin/writers/list', icon: IconUsers },
      { label: 'ライター追加', to: '/admin/writers/new', icon: IconUserPlus, adminOnly: true },
      { label: '監修者', to: '/admin/reviewers', icon: IconStethoscope, adminOnly: true },
      { label: 'プロフィール', to: '/admin/writers/profile', icon: IconUserCircle },
      { label: 'メディア', to: '/admin/writers/media-library', icon: IconPhoto, adminOnly: true },
    ],
  },
  {
    label: 'サイト',
    items: [
      { label: 'アクセス解析', to: '/admin/analytics', icon: IconChartBar },
      { label: 'ゴミ箱', to: '/admin/trash_can', icon: IconTrash },
      { label: 'リダイレクト', to: '/admin/redirects', icon: IconRoute, adminOnly: true },
      { label: '表記ルール', to: '/admin/style_rules', icon: IconBook2, adminOnly: true },
      { label: '配信先', to: '/admin/outlets', icon: IconRss, adminOnly: true },
    ],
  },
];

export function menuFor(role: Role): MenuGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => role === 'admin' || !item.adminOnly),
  }));
}
