import * as TabsPrimitive from '@radix-ui/react-tabs';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/utils';
import { styled } from './styled';

export const Tabs = TabsPrimitive.Root;
export const TabsList = styled(
  TabsPrimitive.List,
  'inline-flex h-9 items-center rounded-lg bg-muted p-1 text-muted-foreground',
  'TabsList',
);
export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  'inline-flex items-center justify-center rounded-md px-3 py-1 text-sm font-medium transition-all data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow',
  'TabsTrigger',
);
export const TabsContent = TabsPrimitive.Content;

/**
 * Tabs that are routes: each tab is a link, so every tab has its own URL (spec section 2). `scroll` for a row
 * longer than a phone is wide: scrolled sideways there, wrapped from tablet width on, so none is cut off.
 */
export function RouteTabs({
  tabs,
  label,
  scroll = false,
}: {
  tabs: { to: string; label: string; end?: boolean }[];
  label: string;
  scroll?: boolean;
}) {
  return (
    <nav
      aria-label={label}
      className={
        scroll
          ? '-mx-4 mb-4 flex gap-1 overflow-x-auto border-b px-4 md:mx-0 md:flex-wrap md:overflow-visible md:px-0'
          : 'flex gap-1 border-b'
      }
    >
      {tabs.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              scroll && 'shrink-0',
              isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
