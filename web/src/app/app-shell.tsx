import * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Menu, Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Skeleton, SkeletonLines } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useLogout } from '@web/features/auth/api/auth-mutations';
import { AccountButton } from './account-button';
import { lazyNamed } from './lazy';

// Neither is needed for the first paint: the palette loads when first opened, the menu just after.
const CommandPalette = lazyNamed(() => import('./command-palette'), 'CommandPalette');
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');
const NotificationBell = lazyNamed(() => import('@web/features/signals/components/notification-bell'), 'NotificationBell');
const ExpiredIntegrationNotices = lazyNamed(
  () => import('@web/features/profile-integrations/components/expired-integration-notices'),
  'ExpiredIntegrationNotices',
);
import { Sidebar } from './sidebar';

/** Signed-in layout: sidebar navigation for the caller's role, top bar, command palette. */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const [paletteOpen, setPaletteOpen] = React.useState(false);
  const [paletteWanted, setPaletteWanted] = React.useState(false);
  const [menuWanted, setMenuWanted] = React.useState(false);
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        setPaletteWanted(true);
        setPaletteOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  React.useEffect(() => setMobileOpen(false), [location.pathname]);

  // Signing out shows no page (none of it starts a request) until the server has ended the session; the
  // sign-in page appears only then, so a closed tab never leaves a session the user thinks has ended.
  if (!logout.isIdle)
    return (
      <p role="status" className="grid min-h-screen place-items-center text-sm text-muted-foreground">
        Signing out…
      </p>
    );
  if (session.isPending) return <ShellSkeleton />;
  if (!session.data)
    return (
      <Navigate
        to={location.pathname === '/' ? '/login' : `/login?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  const { user, account } = session.data;
  const signOut = () => logout.mutate();

  return (
    <div className="flex min-h-screen">
      {/* Sticky and scrolling on its own: the page scrolls the window, the navigation stays in view. */}
      <aside data-testid="sidebar" className="sticky top-0 hidden h-screen w-60 shrink-0 overflow-y-auto border-r bg-muted/30 md:block">
        <Sidebar role={user.role} />
      </aside>
      {mobileOpen && (
        <div className="fixed inset-0 z-40 bg-black/30 md:hidden" onClick={() => setMobileOpen(false)}>
          <aside className="h-full w-64 overflow-y-auto border-r bg-background" onClick={(e) => e.stopPropagation()}>
            <Sidebar role={user.role} />
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
            <Menu />
          </Button>
          <button
            type="button"
            onClick={() => {
              setPaletteWanted(true);
              setPaletteOpen(true);
            }}
            className="flex h-9 w-full min-w-0 max-w-sm items-center gap-2 overflow-hidden whitespace-nowrap rounded-md border bg-muted/40 px-3 text-sm text-muted-foreground hover:bg-muted"
          >
            <Search className="h-4 w-4" /> Search or jump to…
            <kbd className="ml-auto rounded border bg-background px-1.5 text-[10px]">Ctrl K</kbd>
          </button>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-sm text-muted-foreground sm:inline">{account.company}</span>
            <React.Suspense fallback={null}>
              <NotificationBell />
              <ExpiredIntegrationNotices role={user.role} />
            </React.Suspense>
            {/* A click before the menu's chunk arrives is not lost: the menu opens as soon as it loads. */}
            <React.Suspense fallback={<AccountButton name={user.name} onClick={() => setMenuWanted(true)} />}>
              <AccountMenu user={user} onSignOut={signOut} defaultOpen={menuWanted} />
            </React.Suspense>
          </div>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
          <React.Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </React.Suspense>
        </main>
      </div>
      {paletteWanted && (
        <React.Suspense fallback={null}>
          <CommandPalette role={user.role} onSignOut={signOut} open={paletteOpen} onOpenChange={setPaletteOpen} />
        </React.Suspense>
      )}
    </div>
  );
}

/** What a page shows while its chunk or first data loads: a header and a few rows. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <SkeletonLines lines={['h-7 w-48', 'h-4 w-72']} />
        <Skeleton className="h-9 w-28" />
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** The shell's frame while the session probe answers: sidebar and page placeholders, never a blank screen. */
function ShellSkeleton() {
  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-60 shrink-0 border-r bg-muted/30 p-5 md:block">
        <Skeleton className="mb-6 h-7 w-32" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="mb-3 h-5 w-40" />
        ))}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="h-14 border-b" />
        <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
          <PageSkeleton />
        </main>
      </div>
    </div>
  );
}

/** Shows its children only to the listed roles; others see the no-permission message. */
export function RequireRole({ roles, children }: { roles: import('@contracts/common').Role[]; children: React.ReactNode }) {
  const session = useSession();
  if (!session.data) return null;
  if (!roles.includes(session.data.user.role)) {
    return (
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="font-medium">You don't have permission to view this page.</p>
        <p className="mt-1 text-sm text-muted-foreground">Please contact your admin.</p>
      </div>
    );
  }
  return <>{children}</>;
}
