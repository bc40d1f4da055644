// The public header: logo, the five main categories, search, and the mobile navigation drawer.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { NavCategory } from '../../lib/categories.ts';
import { DRAWER_WIDTH } from '../../lib/constants.ts';
import classes from './site-header.module.css';
import { ThemeToggle } from './theme-toggle.tsx';
import ui from './ui.module.css';

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

/** The keyword box; on the results page it keeps what was searched (`defaultValue`). */
/** `label` names the form among the page's forms (the header's, the search page's own). */
export function SearchForm({ id, label, defaultValue = '' }: { id: string; label: string; defaultValue?: string }) {
  return (
    <form action="/search" method="get" className={classes.search} aria-label={label}>
      <label htmlFor={id} className={ui.visuallyHidden}>
        記事を検索
      </label>
      <input
        key={defaultValue}
        id={id}
        name="keyword"
        type="search"
        placeholder="記事を検索"
        maxLength={100}
        defaultValue={defaultValue}
        className={classes.searchInput}
      />
    </form>
  );
}

/** The phone menu: a native modal <dialog> (focus trap, Escape and inert page for free). */
function NavigationDrawer({
  navigation,
  opened,
  onClose,
}: {
  navigation: NavCategory[];
  opened: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (opened && !el.open) el.showModal();
    if (!opened && el.open) el.close();
  }, [opened]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click is for the backdrop
    <dialog
      ref={dialog}
      className={classes.drawer}
      style={{ width: DRAWER_WIDTH }}
      aria-labelledby="site-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.drawerHeader}>
        <h2 id="site-drawer-title" className={classes.drawerTitle}>
          メニュー
        </h2>
        <button type="button" className={classes.iconButton} onClick={onClose} aria-label="メニューを閉じる">
          <svg width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
        </button>
      </div>
      <div className={classes.drawerBody}>
        <SearchForm id="drawer-search" label="サイト内検索" />
        {navigation.map((c) => (
          <div key={c.slug}>
            <Link to={`/${c.slug}`} onClick={onClose} className={classes.drawerMain}>
              {c.label}
            </Link>
            <ul className={classes.drawerTopics}>
              {c.topics.map((t) => (
                <li key={t.slug}>
                  <Link to={`/${c.slug}/${t.slug}`} onClick={onClose} className={classes.drawerTopic}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link to="/ranking" onClick={onClose} className={classes.drawerMain}>
          ランキング
        </Link>
      </div>
    </dialog>
  );
}

export function SiteHeader({ navigation }: { navigation: NavCategory[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <header className={classes.header}>
      <div className={`${ui.container} ${classes.bar}`}>
        <div className={classes.start}>
          <button
            type="button"
            className={`${classes.iconButton} ${classes.burger}`}
            onClick={() => setOpened((o) => !o)}
            aria-label="メニューを開く"
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 5h16M2 10h16M2 15h16" />
            </svg>
          </button>
          <Logo />
        </div>
        <nav aria-label="カテゴリ" className={classes.nav}>
          {navigation.map((c) => (
            <NavLink key={c.slug} to={`/${c.slug}`} prefetch="intent" className={classes.navLink}>
              {c.label}
            </NavLink>
          ))}
          <NavLink to="/ranking" prefetch="intent" className={classes.navLink}>
            ランキング
          </NavLink>
        </nav>
        <div className={classes.end}>
          <div className={classes.desktopOnly}>
            <SearchForm id="header-search" label="サイト内検索" />
          </div>
          <Link to="/search" className={`${classes.iconButton} ${classes.phoneOnly}`} aria-label="記事を検索">
            <svg
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="M13 13l5 5" />
            </svg>
          </Link>
          <ThemeToggle />
        </div>
      </div>
      <NavigationDrawer navigation={navigation} opened={opened} onClose={() => setOpened(false)} />
    </header>
  );
}
