import * as React from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Copy } from 'lucide-react';
import { DedicatedLinkSchema, type RelayLinkDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { namedOptions } from '@web/components/ui/named-options';
import { SelectField, TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useCreateDedicatedLink } from '../api/relay-links';
import { copyLink } from './relay-link-row';

/** Makes a dedicated link for one prospect on a relay the viewer may book for, then offers to copy it. */
export function DedicatedDialog({
  open,
  onOpenChange,
  relays,
}: DialogState & {
  relays: { id: string; name: string }[];
}) {
  const create = useCreateDedicatedLink();
  const form = useForm({
    resolver: valibotResolver(DedicatedLinkSchema),
    defaultValues: {
      relayId: relays[0]?.id ?? '',
      prospectName: '',
      prospectEmail: '',
    },
  });
  const [made, setMade] = React.useState<RelayLinkDto | null>(null);
  const submit = submitTo(form, create, ['relayId', 'prospectName', 'prospectEmail'], setMade);
  const close = (o: boolean) => {
    if (!o) {
      setMade(null);
      form.reset();
    }
    onOpenChange(o);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate a dedicated link</DialogTitle>
        </DialogHeader>
        {made ? (
          <div className="grid gap-3">
            <p className="text-sm">Dedicated link for {made.prospectName}:</p>
            <Input readOnly value={made.url} aria-label="Dedicated link" onFocus={(e) => e.currentTarget.select()} />
            <DialogFooter>
              <Button onClick={() => void copyLink(made.url)}>
                <Copy /> Copy link
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <SelectField form={form} name="relayId" id="dedicated-relay" label="Relay">
              {namedOptions(relays)}
            </SelectField>
            <TextField form={form} name="prospectName" id="dedicated-name" label="Prospect name" />
            <TextField form={form} name="prospectEmail" id="dedicated-email" label="Prospect e-mail" type="email" />
            <DialogFooter>
              <Button type="submit" loading={create.isPending}>
                Generate link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
