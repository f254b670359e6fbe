import { Link, useSearchParams } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCampaignInstallation } from '../api/get-installation';
import { LoadedCampaign, WizardSteps } from './campaign-pages';

function Installation({ id, fresh }: { id: string; fresh: boolean }) {
  const inst = useCampaignInstallation(id);
  if (inst.isPending) return <Skeleton className="h-40 w-full" />;
  if (inst.isError) return <p role="alert">We couldn't load the router link. {inst.error.message}</p>;
  const d = inst.data;
  return (
    <div className="grid gap-4">
      {fresh && <WizardSteps current={1} />}
      <TitledCard
        title="Router URL"
        description="Paste this link into your campaign. Prospects land on the calendar of the representative the router picks."
        titleClassName="text-base"
        contentClassName="grid gap-3"
      >
        <div className="flex flex-wrap items-center gap-2">
          <code data-testid="router-url" className="min-w-0 flex-1 break-all rounded-md border bg-muted/40 px-3 py-2 text-sm">
            {d.url}
          </code>
          <CopyButton value={d.url} label="Copy router URL" />
          <Button asChild variant="outline">
            <a href={d.url} target="_blank" rel="noreferrer">
              <ExternalLink /> Open
            </a>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Add <code>?email=</code> (and <code>first_name</code>, <code>last_name</code>
          {d.fields.length ? (
            <>
              , or any form field: <code>{d.fields.join(', ')}</code>
            </>
          ) : null}
          ) to skip the contact form: the prospect is routed at once and sees the right slots.
        </p>
      </TitledCard>
      <TitledCard
        title="Pre-filled links for your marketing tool"
        description="Each tool fills its merge tags with the recipient's details when the e-mail is sent."
        titleClassName="text-base"
      >
        <ul className="grid gap-3">
          {d.tools.map((t) => (
            <li key={t.key} className="grid gap-1">
              <span className="text-sm font-medium">{t.label}</span>
              <div className="flex flex-wrap items-center gap-2">
                <code className="min-w-0 flex-1 break-all rounded-md border bg-muted/40 px-3 py-2 text-xs">{t.url}</code>
                <CopyButton value={t.url} label={`Copy ${t.label} link`} />
              </div>
            </li>
          ))}
        </ul>
      </TitledCard>
      {fresh && (
        <div className="flex justify-end">
          <Button asChild>
            <Link to="/campaign-router/routers">Done</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** /campaign-router/:routerId/installation: Router Installation, the generated router URL to copy. */
export function CampaignInstallationPage() {
  const [params] = useSearchParams();
  return (
    <LoadedCampaign title={(r) => `${r.name}: installation`}>{(r) => <Installation id={r.id} fresh={params.has('new')} />}</LoadedCampaign>
  );
}
