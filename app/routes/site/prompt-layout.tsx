// SPEC.md §2's `prompt` layout, for signing in and resetting a password: the logo home, the
// theme switch and the form, with nothing else to wander off to.
import { Outlet } from 'react-router';
import { Logo } from '../../components/site/site-header.tsx';
import { ThemeToggle } from '../../components/site/theme-toggle.tsx';
import classes from './prompt-layout.module.css';

export default function PromptLayout() {
  return (
    <>
      <header className={classes.header}>
        <Logo />
        <ThemeToggle />
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>© {new Date().getFullYear()} Salvia</footer>
    </>
  );
}
