import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, LifeBuoy } from 'lucide-react';
import type { Role } from '@contracts/common';
import { cn } from '@web/lib/utils';
import { Logo } from '@web/features/auth/components/auth-layout';
import { HOME_NAV, visibleNav, type NavItem } from './nav';
import { activeNavItem } from './nav-active';

const STORAGE_KEY = 'rw.nav.collapsed';

function readCollapsed(): Set<string> | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? new Set(JSON.parse(raw) as string[]) : null;
  } catch {
    return null;
  }
}

function writeCollapsed(titles: Set<string>) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...titles]));
  } catch {
    // Private mode or a full quota: the sections still toggle, they are just not remembered.
  }
}

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm',
        active ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground/80 hover:bg-muted',
      )}
    >
      <item.icon className="h-4 w-4 shrink-0" />
      <span className="truncate">{item.label}</span>
    </Link>
  );
}

/**
 * The main navigation: one highlighted entry (the best match for the path) and sections that collapse,
 * remembered per browser. All start open; the sidebar scrolls on its own in a short window, and the
 * section of the page being opened always opens.
 */
export function Sidebar({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const sections = visibleNav(role);
  const active = activeNavItem(pathname, [HOME_NAV, ...sections.flatMap((s) => s.items)]);
  const activeSection = sections.find((s) => active && s.items.includes(active))?.title;
  const [collapsed, setCollapsed] = React.useState<Set<string>>(() => readCollapsed() ?? new Set());

  React.useEffect(() => {
    if (!activeSection) return;
    setCollapsed((prev) => {
      if (!prev.has(activeSection)) return prev;
      const next = new Set(prev);
      next.delete(activeSection);
      writeCollapsed(next);
      return next;
    });
  }, [activeSection]);

  const toggle = (title: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      writeCollapsed(next);
      return next;
    });

  return (
    <nav aria-label="Main" className="flex min-h-full flex-col gap-3 p-3">
      <div className="px-2 pb-1 pt-1">
        <Logo />
      </div>
      <NavEntry item={HOME_NAV} active={active === HOME_NAV} />
      {sections.map((section) => {
        const open = !collapsed.has(section.title);
        const id = `nav-section-${section.title.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={section.title}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => toggle(section.title)}
              className="flex w-full items-center justify-between rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {section.title}
              <ChevronDown aria-hidden className={cn('h-3.5 w-3.5 transition-transform', !open && '-rotate-90')} />
            </button>
            {open && (
              <ul id={id} className="mt-0.5 grid gap-0.5">
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavEntry item={item} active={item === active} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <a
        href="mailto:support@routewise.app"
        className="mt-auto flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted"
      >
        <LifeBuoy className="h-4 w-4" /> Contact Support
      </a>
    </nav>
  );
}
