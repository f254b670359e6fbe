import * as React from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/**
 * Asks before leaving a page with unsaved edits: in-app navigation gets a dialog, closing or reloading
 * the tab gets the browser's own prompt. Needs a data router (createBrowserRouter).
 */
export function UnsavedChangesDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  React.useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(o) => !o && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Discard unsaved changes?</DialogTitle>
          <DialogDescription>You have changes that are not saved yet. If you leave this page they are lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            Keep editing
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            Discard changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
