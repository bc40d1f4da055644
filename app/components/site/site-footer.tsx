// The public footer: about pages, the tag list, the operator, and the staff's way in (readers have no
// accounts, so it stays out of the reader's menu).
import { Link } from 'react-router';
import type { NavCategory } from '../../lib/categories.ts';
import { Logo } from './site-header.tsx';
import { Text } from './text.tsx';
import ui from './ui.module.css';

const LINKS = [
  { to: '/about', label: 'Salviaについて' },
  { to: '/ad', label: '広告掲載について' },
  { to: '/contact', label: 'お問い合わせ' },
  { to: '/operator', label: '運営会社' },
  { to: '/ranking', label: 'ランキング' },
  { to: '/tag_list', label: 'タグ一覧' },
  { to: '/writers', label: 'ライター一覧' },
  { to: '/signin', label: 'ライター・編集部専用ログイン' },
];

export function SiteFooter({ navigation }: { navigation: NavCategory[] }) {
  return (
    <footer
      style={{
        marginTop: 64,
        borderTop: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <div className={ui.container} style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}>
        <Logo />
        <Text size="sm" dimmed style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          暮らし・家事・美容と健康の「ちょうどいい」を届けるライフスタイルマガジン
        </Text>
        <div className={ui.group} style={{ gap: 'var(--mantine-spacing-lg)', marginTop: 'var(--mantine-spacing-lg)' }}>
          {navigation.map((c) => (
            <Link key={c.slug} to={`/${c.slug}`} style={{ color: 'inherit' }}>
              {c.label}
            </Link>
          ))}
        </div>
        <div className={ui.group} style={{ gap: 'var(--mantine-spacing-lg)', marginTop: 'var(--mantine-spacing-md)' }}>
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={ui.sm} style={{ color: 'inherit' }}>
              {l.label}
            </Link>
          ))}
        </div>
        <Text size="xs" dimmed style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          © {new Date().getFullYear()} Salvia
        </Text>
      </div>
    </footer>
  );
}
