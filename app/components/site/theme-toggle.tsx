// Light/dark switch. The choice is stored under the key Mantine uses, so the admin follows it too;
// the inline script in root.tsx applies it before the first paint.
import { COLOR_SCHEME_STORAGE_KEY } from '../../lib/color-scheme.ts';
import classes from './site-header.module.css';

function toggleColorScheme() {
  const root = document.documentElement;
  const next = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark';
  root.setAttribute('data-mantine-color-scheme', next);
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
  } catch {
    // private mode without storage: the switch lasts for this page only
  }
}

export function ThemeToggle() {
  return (
    <button
      type="button"
      className={classes.iconButton}
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
    </button>
  );
}
