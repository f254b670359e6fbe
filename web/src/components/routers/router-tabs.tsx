import * as React from 'react';
import { Link } from 'react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import { ROUTER_KIND_LIST, type AvailableRouterKind } from '@contracts/router-kinds';
import { cn } from '@web/lib/utils';

/**
 * The routing list's tabs, one per kind that has a list of its own, in the kinds' order (spec section 2:
 * Inbound Router, Object Router, Handover Router; the campaign router list follows them so each router
 * list finds itself in the same bar). A kind that has not landed yet keeps the tab the spec names, shown
 * disabled, never a link to a page that is not there.
 */
const TABS = ROUTER_KIND_LIST.flatMap((k) => (k.tab ? [{ kind: k.id, label: k.tab.label, to: k.available ? k.tab.path : null }] : []));

const TAB =
  '-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Arrow keys, Home and End move between the tabs as a tab list expects; only the selected tab is in
 * the Tab order, so the keyboard does not walk through every router kind to reach the list.
 */
function onArrowKeys(e: React.KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}

/** The router kind tabs at the top of every router list. */
export function RouterTabs({ active }: { active: AvailableRouterKind }) {
  const list = React.useRef<HTMLDivElement>(null);
  // On a phone the bar scrolls sideways: bring the selected tab into sight (Campaign Router is last).
  React.useLayoutEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!bar || !tab) return;
    const overflow = tab.offsetLeft + tab.offsetWidth - bar.clientWidth;
    if (overflow > 0) bar.scrollLeft = overflow + 16;
  }, [active]);
  return (
    <Tooltip.Provider delayDuration={150}>
      <div
        ref={list}
        role="tablist"
        aria-label="Router kinds"
        className="relative flex gap-1 overflow-x-auto border-b"
        onKeyDown={onArrowKeys}
      >
        {TABS.map((t) => {
          const selected = t.kind === active;
          if (!t.to) {
            return (
              <Tooltip.Root key={t.kind}>
                <Tooltip.Trigger asChild>
                  <span
                    role="tab"
                    aria-selected="false"
                    aria-disabled="true"
                    tabIndex={-1}
                    className={cn(TAB, 'cursor-not-allowed border-transparent text-muted-foreground/60')}
                  >
                    {t.label}
                    <span className="sr-only"> (not available yet)</span>
                  </span>
                </Tooltip.Trigger>
                <Tooltip.Portal>
                  <Tooltip.Content sideOffset={4} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow">
                    Not available yet
                  </Tooltip.Content>
                </Tooltip.Portal>
              </Tooltip.Root>
            );
          }
          return (
            <Link
              key={t.kind}
              to={t.to}
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={cn(
                TAB,
                selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {t.label}
            </Link>
          );
        })}
      </div>
    </Tooltip.Provider>
  );
}
