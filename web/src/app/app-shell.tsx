import * as React from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LifeBuoy, LogOut, Menu, Search } from 'lucide-react';
import { ROLE_LABELS } from '@contracts/common';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn, initials } from '@web/lib/utils';
import { useSession } from '@web/lib/session';
import { useLogout } from '@web/features/auth/api/auth-mutations';
import { Logo } from '@web/features/auth/components/auth-layout';
import { CommandPalette } from './command-palette';
import { visibleNav } from './nav';

/** Signed-in layout: sidebar navigation for the caller's role, top bar, command palette. */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [paletteOpen, setPaletteOpen] = React.useState(false);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  React.useEffect(() => setMobileOpen(false), [location.pathname]);

  if (session.isPending) return <Skeleton className="m-8 h-64" />;
  if (!session.data) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  const { user, account } = session.data;
  const signOut = () => logout.mutate();

  const sidebar = (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      <Logo />
      {visibleNav(user.role).map((section) => (
        <div key={section.title}>
          <p className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{section.title}</p>
          <ul className="grid gap-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => cn('flex items-center gap-2 rounded-md px-2 py-1.5 text-sm', isActive ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground/80 hover:bg-muted')}>
                  <item.icon className="h-4 w-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <a href="mailto:support@routewise.app" className="mt-auto flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted">
        <LifeBuoy className="h-4 w-4" /> Contact Support
      </a>
    </nav>
  );

  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-60 shrink-0 border-r bg-muted/30 md:block">{sidebar}</aside>
      {mobileOpen && (
        <div className="fixed inset-0 z-40 md:hidden" onClick={() => setMobileOpen(false)}>
          <aside className="h-full w-64 border-r bg-background" onClick={(e) => e.stopPropagation()}>
            {sidebar}
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b px-4">
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
            <Menu />
          </Button>
          <button type="button" onClick={() => setPaletteOpen(true)} className="flex h-9 w-full max-w-sm items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm text-muted-foreground hover:bg-muted">
            <Search className="h-4 w-4" /> Search or jump to…
            <kbd className="ml-auto rounded border bg-background px-1.5 text-[10px]">Ctrl K</kbd>
          </button>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-sm text-muted-foreground sm:inline">{account.company}</span>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button type="button" aria-label="Account menu" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {initials(user.name)}
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>
                  <div className="text-sm font-medium text-foreground">{user.name}</div>
                  <div>
                    {user.email} · {ROLE_LABELS[user.role]}
                  </div>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate('/profile/edit')}>My profile</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate('/settings/password')}>Password</DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={signOut}>
                  <LogOut /> Sign out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
      <CommandPalette role={user.role} onSignOut={signOut} open={paletteOpen} onOpenChange={setPaletteOpen} />
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
