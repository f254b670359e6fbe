import * as React from 'react';
import { ShieldAlert } from 'lucide-react';
import { RELAY_MESSAGES } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** The spec's answer to a user without booker permission: the message, and the "Book a Meeting" modal. */
export function NoBookerPermission({ onDirect }: { onDirect?: () => void }) {
  const [open, setOpen] = React.useState(true);
  return (
    <>
      <Card role="alert">
        <CardContent className="flex flex-wrap items-start gap-3 pt-5">
          <ShieldAlert className="h-6 w-6 text-amber-600" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">{RELAY_MESSAGES.noPermission}</p>
            <p className="text-sm text-muted-foreground">
              Bookers hand prospects over through the relays selected for them. An Admin can give you booker permission and add you to a
              relay.
            </p>
          </div>
        </CardContent>
      </Card>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Book a Meeting</DialogTitle>
            <DialogDescription>{RELAY_MESSAGES.noPermission}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            You can still book a meeting with a member of a meeting type on the prospect's behalf.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
            {onDirect && <Button onClick={onDirect}>Book with a meeting type</Button>}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
