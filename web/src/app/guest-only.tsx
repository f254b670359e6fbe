import * as React from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@web/lib/session';
import { homePath } from './nav';

/**
 * Signed-out pages (sign-in, sign-up, forgot password) draw at once, without waiting for the session
 * probe: a signed-in visitor is sent home when it answers, and a visitor who is not signed in (the usual
 * one here) never waits for it. While the page is up, `preloadHome` fetches the home page's chunk in idle
 * time, so signing in does not wait for it either.
 */
export function GuestOnly({ preloadHome }: { preloadHome?: () => Promise<unknown> }) {
  const session = useSession();
  React.useEffect(() => {
    if (!preloadHome) return;
    const load = () => void preloadHome().catch(() => undefined);
    // jsdom and older Safari have no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 500);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, [preloadHome]);
  if (session.data) return <Navigate to={homePath(session.data.user.role)} replace />;
  return <Outlet />;
}
