// The public header: logo, the five main categories, search, and the mobile navigation drawer.
import { ActionIcon, Burger, Container, Drawer, Group, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { NAV_CATEGORIES } from '../../lib/categories.ts';
import { DRAWER_WIDTH } from '../../lib/constants.ts';
import classes from './site-header.module.css';

export function Logo() {
  return (
    <Link to="/" className={classes.logo} aria-label="Salvia トップページ">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 58V28" stroke="#5e7f57" strokeWidth="4" strokeLinecap="round" />
        <path d="M32 42c-6-1-11-5-12-11 6 0 11 4 12 11z" fill="#7f9a6b" />
        <g fill="#d14a2f">
          <ellipse cx="32" cy="14" rx="6" ry="8" />
          <ellipse cx="24" cy="23" rx="6" ry="7" transform="rotate(-30 24 23)" />
          <ellipse cx="40" cy="23" rx="6" ry="7" transform="rotate(30 40 23)" />
        </g>
      </svg>
      <span>Salvia</span>
    </Link>
  );
}

function SearchForm({ id }: { id: string }) {
  return (
    <form action="/search" method="get" className={classes.search}>
      <label htmlFor={id} className={classes.visuallyHidden}>
        記事を検索
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        placeholder="記事を検索"
        maxLength={100}
        className={classes.searchInput}
      />
    </form>
  );
}

function ThemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={toggleColorScheme}
      aria-label="ライト・ダークテーマを切り替える"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z" />
      </svg>
    </ActionIcon>
  );
}

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="メニューを開く" />
          <Logo />
        </Group>
        <nav aria-label="カテゴリ" className={classes.nav}>
          {NAV_CATEGORIES.map((c) => (
            <NavLink key={c.slug} to={`/${c.slug}`} prefetch="intent" className={classes.navLink}>
              {c.label}
            </NavLink>
          ))}
        </nav>
        <Group gap="xs" wrap="nowrap">
          <div className={classes.desktopOnly}>
            <SearchForm id="header-search" />
          </div>
          <ThemeToggle />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} size={DRAWER_WIDTH} title="メニュー" hiddenFrom="md">
        <Stack gap="md">
          <SearchForm id="drawer-search" />
          {NAV_CATEGORIES.map((c) => (
            <div key={c.slug}>
              <Link to={`/${c.slug}`} onClick={close} className={classes.drawerMain}>
                {c.label}
              </Link>
              <Stack gap={4} mt={4} pl="sm">
                {c.topics.map((t) => (
                  <Link key={t.slug} to={`/${c.slug}/${t.slug}`} onClick={close} className={classes.drawerTopic}>
                    {t.label}
                  </Link>
                ))}
              </Stack>
            </div>
          ))}
          <Text size="sm">
            <Link to="/signin" onClick={close}>
              ライターログイン
            </Link>
          </Text>
        </Stack>
      </Drawer>
    </header>
  );
}
