// The public footer: about pages, the tag list, and the operator.
import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { NAV_CATEGORIES } from '../../lib/categories.ts';
import { Logo } from './site-header.tsx';

const LINKS = [
  { to: '/about', label: 'Salviaについて' },
  { to: '/ad', label: '広告掲載について' },
  { to: '/contact', label: 'お問い合わせ' },
  { to: '/operator', label: '運営会社' },
  { to: '/tag_list', label: 'タグ一覧' },
  { to: '/writers', label: 'ライター一覧' },
];

export function SiteFooter() {
  return (
    <footer
      style={{
        marginTop: 64,
        borderTop: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <Container size="lg" py="xl">
        <Logo />
        <Text size="sm" c="dimmed" mt="xs">
          暮らし・家事・美容と健康の「ちょうどいい」を届けるライフスタイルマガジン
        </Text>
        <Group gap="lg" mt="lg">
          {NAV_CATEGORIES.map((c) => (
            <Link key={c.slug} to={`/${c.slug}`} style={{ color: 'inherit' }}>
              {c.label}
            </Link>
          ))}
        </Group>
        <Group gap="lg" mt="md">
          {LINKS.map((l) => (
            <Text key={l.to} size="sm">
              <Link to={l.to} style={{ color: 'inherit' }}>
                {l.label}
              </Link>
            </Text>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt="lg">
          © {new Date().getFullYear()} Salvia
        </Text>
      </Container>
    </footer>
  );
}
