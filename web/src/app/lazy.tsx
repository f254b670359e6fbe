import * as React from 'react';
import { Outlet, useLocation } from 'react-router';

/** A page whose module is its own chunk; `preload()` fetches it ahead of its first render. */
export type LazyPage<C extends React.ComponentType<any>> = React.FC<React.ComponentProps<C>> & { preload(): Promise<C> };

/**
 * React.lazy for a named export: the page's module becomes its own chunk, fetched on first use. Once the
 * module is here (preloaded, or rendered before) the page renders at once instead of suspending: a
 * suspended render commits the fallback, and React then holds the page back for its fallback throttle
 * (300 ms), so a sign-in page whose chunk had arrived long before still showed a spinner for that long.
 */
export function lazyNamed<C extends React.ComponentType<any>, K extends string>(load: () => Promise<Record<K, C>>, name: K): LazyPage<C> {
  let loaded: C | null = null;
  let pending: Promise<C> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m[name]),
      (error: unknown) => {
        // A failed download may succeed on the next visit to the page.
        pending = null;
        throw error;
      },
    ));
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: React.ComponentProps<C>) {
    // Decided once per mount: switching from the lazy wrapper to the component itself would remount the page.
    const [Direct] = React.useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...(props as any)} />;
  }
  Page.preload = preload;
  return Page;
}

/** A quiet placeholder while a signed-out page's chunk loads. */
function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[60vh] items-center justify-center">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-muted-foreground/40 border-r-transparent" />
    </div>
  );
}

/**
 * The root of every route: a new page starts at the top (the window is the scroller, so a long page
 * scrolled down would otherwise leave the next, shorter one out of view), and lazy pages suspend here.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // A block body: newer browsers return a promise from scrollTo, which React would take for a cleanup.
  React.useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <React.Suspense fallback={<PageLoading />}>
      <Outlet />
    </React.Suspense>
  );
}
