import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ConnectCrmCard } from './connect-crm-card';
import type { CrmTool } from './crm-tools';

/** The CRM reconnect dialog (spec section 2): the authorization expired; reconnecting resumes sync and writes. */
export function ReconnectDialog({ tool, open, onOpenChange }: { tool: CrmTool; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reconnect {tool.name}</DialogTitle>
          <DialogDescription>
            Integration authorization expired. Routing uses the last synced records and cannot write owners until you reconnect.
          </DialogDescription>
        </DialogHeader>
        <ConnectCrmCard tool={tool} label={`Reconnect ${tool.name}`} />
      </DialogContent>
    </Dialog>
  );
}
