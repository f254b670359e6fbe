import * as React from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Copy, Link2, Share2, Trash2, UserPlus } from "lucide-react";
import toast from "react-hot-toast";
import {
  DedicatedLinkSchema,
  RELAY_MESSAGES,
  type RelayLinkDto,
} from "@contracts/relay";
import { Button } from "@web/components/ui/button";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { EmptyState, PageHeader } from "@web/components/ui/page";
import { ListError } from "@web/components/ui/query-states";
import { Select } from "@web/components/ui/select";
import { applyServerErrors } from "@web/lib/forms";
import { useSession } from "@web/lib/session";
import { useRelays } from "../api/list-relays";
import {
  useCreateDedicatedLink,
  useDeleteRelayLink,
  useRelayLinks,
} from "../api/relay-links";

/** Copies a relay link with the spec's failure message. */
async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    toast.success("Copied");
  } catch {
    toast.error(RELAY_MESSAGES.copyFailed);
  }
}

async function share(link: RelayLinkDto) {
  const text = `Book a meeting: ${link.url}`;
  if (navigator.share) {
    try {
      await navigator.share({ title: link.relayName, text, url: link.url });
      return;
    } catch {
      // The user closed the share sheet: fall back to copying.
    }
  }
  await copyLink(link.url);
}

function LinkRow({
  link,
  canDelete,
}: {
  link: RelayLinkDto;
  canDelete: boolean;
}) {
  const remove = useDeleteRelayLink();
  const title =
    link.kind === "relay"
      ? `${link.userName ?? "Member"}'s relay link`
      : link.kind === "pod"
        ? `Pod link: ${link.podName ?? "pod"}`
        : `Dedicated link for ${link.prospectName}`;
  return (
    <li
      className="grid gap-2 border-b py-2 last:border-b-0 sm:flex sm:items-center"
      data-testid={`relay-link-${link.kind}`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link2 className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{title}</p>
          <p className="truncate text-xs text-muted-foreground">
            {link.kind === "dedicated" ? `${link.prospectEmail} · ` : ""}
            {link.url}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copyLink(link.url)}
          aria-label={`Copy ${title}`}
        >
          <Copy /> Copy
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void share(link)}
          aria-label={`Share ${title}`}
        >
          <Share2 /> Share
        </Button>
        {canDelete && link.kind === "dedicated" && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${title}`}
            onClick={() => remove.mutate(link.id)}
          >
            <Trash2 />
          </Button>
        )}
      </div>
    </li>
  );
}

function DedicatedDialog({
  open,
  onOpenChange,
  relays,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  relays: { id: string; name: string }[];
}) {
  const create = useCreateDedicatedLink();
  const form = useForm({
    resolver: valibotResolver(DedicatedLinkSchema),
    defaultValues: {
      relayId: relays[0]?.id ?? "",
      prospectName: "",
      prospectEmail: "",
    },
  });
  const [made, setMade] = React.useState<RelayLinkDto | null>(null);
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: setMade,
      onError: (e) =>
        applyServerErrors(e, form.setError, [
          "relayId",
          "prospectName",
          "prospectEmail",
        ]),
    }),
  );
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
            <Input
              readOnly
              value={made.url}
              aria-label="Dedicated link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <DialogFooter>
              <Button onClick={() => void copyLink(made.url)}>
                <Copy /> Copy link
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <FormField
              id="dedicated-relay"
              label="Relay"
              error={form.formState.errors.relayId?.message}
            >
              <Select {...form.register("relayId")}>
                {relays.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="dedicated-name"
              label="Prospect name"
              error={form.formState.errors.prospectName?.message}
            >
              <Input {...form.register("prospectName")} />
            </FormField>
            <FormField
              id="dedicated-email"
              label="Prospect e-mail"
              error={form.formState.errors.prospectEmail?.message}
            >
              <Input type="email" {...form.register("prospectEmail")} />
            </FormField>
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

/** /relay-meeting-links (My Relay Links) and /relay-meeting-links/manage (Manage Relay Links, Admins and Managers). */
export function RelayLinksPage({ manage = false }: { manage?: boolean }) {
  const role = useSession().data?.user.role;
  const isAdmin = role === "super_admin" || role === "manager";
  const links = useRelayLinks();
  const relays = useRelays();
  const [dedicated, setDedicated] = React.useState(false);
  const canMakeDedicated = (relays.data ?? []).filter(
    (r) => r.canBook || isAdmin,
  );
  const groups = new Map<string, RelayLinkDto[]>();
  for (const l of links.data ?? [])
    groups.set(l.relayId, [...(groups.get(l.relayId) ?? []), l]);
  return (
    <div>
      <PageHeader
        title={manage && isAdmin ? "Manage Relay Links" : "My Relay Links"}
        description="Prospects who open a relay link see the rep's slots, a pod link the pod's in turn, a dedicated link whoever the relay matches for that prospect."
        actions={
          canMakeDedicated.length > 0 && (
            <Button onClick={() => setDedicated(true)}>
              <UserPlus /> Dedicated link
            </Button>
          )
        }
      />
      {links.isPending ? (
        <p className="text-sm text-muted-foreground">Loading links…</p>
      ) : links.isError ? (
        <ListError
          what="relay links"
          error={links.error}
          retry={() => void links.refetch()}
        />
      ) : groups.size === 0 ? (
        <EmptyState
          icon={<Link2 className="h-10 w-10" aria-hidden />}
          title="No relay links yet"
          description="Relay links appear here once you are in the team of a relay."
        />
      ) : (
        <div className="grid gap-4">
          {[...groups.entries()].map(([relayId, items]) => (
            <Card key={relayId} className="min-w-0">
              <CardHeader>
                <CardTitle className="text-base">
                  {items[0].relayName}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul>
                  {items.map((l) => (
                    <LinkRow key={l.id} link={l} canDelete />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {dedicated && (
        <DedicatedDialog
          open={dedicated}
          onOpenChange={setDedicated}
          relays={canMakeDedicated}
        />
      )}
    </div>
  );
}
