import * as React from 'react';
import { KeyRound } from 'lucide-react';
import type { ScimTokenCreatedDto } from '@contracts/scim';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { useGenerateScimToken } from '../api/generate-scim-token';
import { useScimToken } from '../api/get-scim-token';
import { useRevokeScimToken } from '../api/revoke-scim-token';

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}

/** /settings/security/scim (Admins): the bearer token an identity provider (Okta, Microsoft Entra) provisions members with. */
export function ScimPage() {
  const zone = useViewerZone();
  const status = useScimToken();
  const generate = useGenerateScimToken();
  const revoke = useRevokeScimToken();
  const [created, setCreated] = React.useState<ScimTokenCreatedDto | null>(null);
  const [confirm, setConfirm] = React.useState<'rotate' | 'revoke' | null>(null);
  const s = status.data;

  const onGenerate = () => generate.mutate(undefined, { onSuccess: (data) => setCreated(data) });
  const onConfirm = () => {
    if (confirm === 'rotate') onGenerate();
    if (confirm === 'revoke') revoke.mutate(undefined, { onSuccess: () => setCreated(null) });
    setConfirm(null);
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title="SCIM provisioning"
        description="Let your identity provider create, deactivate and reactivate members and keep teams in step with its groups. New members join as Users."
      />
      {status.isPending && <Skeleton className="h-48" />}
      {status.isError && <ListError what="SCIM settings" error={status.error} retry={() => void status.refetch()} />}
      {s && (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="h-4 w-4" aria-hidden /> Connection
            </CardTitle>
            <CardDescription>
              {s.configured
                ? `Token generated ${s.createdAt ? instantIn(s.createdAt, zone) : ''}${s.createdByName ? ` by ${s.createdByName}` : ''}. ${
                    s.lastUsedAt ? `Last used ${instantIn(s.lastUsedAt, zone)}.` : 'Not used yet.'
                  }`
                : 'No token yet: generate one and paste it with the base URL into your identity provider.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <CopyField id="scim-base-url" label="SCIM base URL" value={s.baseUrl} />
            {created && (
              <div role="status" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30">
                <CopyField id="scim-token" label="Bearer token" value={created.token} />
                <p className="text-sm text-muted-foreground">Copy it now: it is shown only this once.</p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              {s.configured ? (
                <>
                  <Button variant="outline" disabled={generate.isPending} onClick={() => setConfirm('rotate')}>
                    Rotate token
                  </Button>
                  <Button variant="destructive" disabled={revoke.isPending} onClick={() => setConfirm('revoke')}>
                    Revoke token
                  </Button>
                </>
              ) : (
                <Button disabled={generate.isPending} onClick={onGenerate}>
                  Generate token
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'revoke' ? 'Revoke the SCIM token?' : 'Rotate the SCIM token?'}
        description={
          confirm === 'revoke'
            ? 'Your identity provider can no longer provision members until you generate a new token.'
            : 'The current token stops working at once; paste the new one into your identity provider.'
        }
        confirmLabel={confirm === 'revoke' ? 'Revoke' : 'Rotate'}
        destructive={confirm === 'revoke'}
        onConfirm={onConfirm}
      />
    </div>
  );
}
