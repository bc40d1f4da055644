// The admin shell for /admin/*: rendered in the browser (the token lives in localStorage), with
// the full Mantine styles loaded here only, so public pages stay small.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { AppShell, Center, Drawer, Loader, ScrollArea } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { AdminHeader } from '../../components/admin/admin-header.tsx';
import { AdminNav } from '../../components/admin/admin-nav.tsx';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { logout, requireSession } from '../../features/session/session.ts';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH, SNACKBAR_TIMEOUT_MS } from '../../lib/constants.ts';
import type { Route } from './+types/layout';

export function meta() {
  return [{ title: '管理画面 | Salvia' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader() {
  return { writer: await requireSession() };
}

// Shared by HydrateFallback and the layout on purpose: it keeps the fallback in the layout's main
// chunk. Split into its own chunk, React Router's client manifest missed it and hydration fell back
// to the root's default fallback (a hydration mismatch).
const LOADING_LABEL = '読み込み中';

export function HydrateFallback() {
  return (
    <MantineRoot>
      <Center h="100vh" aria-busy="true">
        <Loader aria-label={LOADING_LABEL} />
      </Center>
    </MantineRoot>
  );
}

// The root does not mount Mantine (the public pages do without it), so the admin brings its own.
export default function AdminLayout(props: Route.ComponentProps) {
  return (
    <MantineRoot>
      <AdminShell {...props} />
    </MantineRoot>
  );
}

function AdminShell({ loaderData }: Route.ComponentProps) {
  const { writer } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [mini, setMini] = useLocalStorage({ key: 'admin:drawer-mini', defaultValue: false });

  function onLogout() {
    logout();
    navigate('/signin');
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: mini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <AdminHeader
          writer={writer}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          mini={mini}
          onToggleMini={() => setMini((m) => !m)}
          onLogout={onLogout}
        />
        {navigation.state === 'loading' && (
          <div
            role="progressbar"
            aria-label={LOADING_LABEL}
            style={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              height: 2,
              background: 'var(--mantine-primary-color-filled)',
            }}
          />
        )}
      </AppShell.Header>
      <AppShell.Navbar p={mini ? 4 : 'xs'}>
        <AppShell.Section grow component={ScrollArea}>
          <AdminNav role={writer.role} mini={mini} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        opened={mobileOpened}
        onClose={mobile.close}
        size={DRAWER_WIDTH}
        padding="xs"
        title="メニュー"
        hiddenFrom="sm"
      >
        <AdminNav role={writer.role} mini={false} onNavigate={mobile.close} />
      </Drawer>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <Notifications autoClose={SNACKBAR_TIMEOUT_MS} position="bottom-center" />
    </AppShell>
  );
}
