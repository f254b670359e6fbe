import * as React from 'react';
import { Outlet, useLocation } from 'react-router';

/** React.lazy for a named export: the page's module becomes its own chunk, fetched on first use. */
export function lazyNamed<C extends React.ComponentType<any>, K extends string>(load: () => Promise<Record<K, C>>, name: K): React.LazyExoticComponent<C> {
  return React.lazy(() => load().then((m) => ({ default: m[name] })));
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
