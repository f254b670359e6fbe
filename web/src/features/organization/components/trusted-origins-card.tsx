import { ShieldCheck } from 'lucide-react';
import { OriginForm, useOriginEdits } from '@web/components/trusted-origins/origin-form';
import { DismissButton } from '@web/components/ui/remove-button';
import { TitledCard } from '@web/components/ui/card';
import { ListError } from '@web/components/ui/query-states';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useTrustedOrigins } from '../api/get-trusted-origins';
import { useUpdateTrustedOrigins } from '../api/update-trusted-origins';

/** Organization settings: the websites allowed to run the router widget; each add or remove saves at once. */
export function TrustedOriginsCard() {
  const origins = useTrustedOrigins();
  const update = useUpdateTrustedOrigins();
  const edits = useOriginEdits(origins.data ?? [], update);

  return (
    <TitledCard
      className="mt-6"
      title="Trusted origins"
      description="Only these websites can call the router widget's API. Add the origin of every page that has a routed form."
      titleClassName="text-base"
      contentClassName="grid gap-4"
    >
      {origins.isPending ? (
        <SkeletonList label="Loading trusted origins" count={2} item="h-9 w-full max-w-md" className="grid gap-2" />
      ) : origins.isError ? (
        <ListError what="trusted origins" error={origins.error} retry={() => void origins.refetch()} />
      ) : origins.data.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-4 text-sm text-muted-foreground">
          No trusted origins yet: router widgets cannot route prospects from any website.
        </p>
      ) : (
        <ul className="grid max-w-xl gap-1.5" aria-label="Trusted origins">
          {origins.data.map((o) => (
            <li key={o} className="flex items-center gap-2 rounded-md border py-1 pl-3 pr-1 font-mono text-sm">
              <ShieldCheck className="h-4 w-4 shrink-0 text-green-700" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{o}</span>
              <DismissButton label={`Remove ${o}`} className="h-8 w-8" disabled={update.isPending} onClick={() => edits.remove(o)} />
            </li>
          ))}
        </ul>
      )}
      <OriginForm
        id="trusted-origin"
        label="Origin"
        hint="Scheme and host, with a port if it has one: https://www.example.com or http://localhost:3000."
        edits={edits}
        disabled={!origins.isSuccess}
        className="grid max-w-xl gap-1.5"
      />
    </TitledCard>
  );
}
