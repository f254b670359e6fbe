import * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useDeleteSsoConnection, useSsoConnection } from '../api/sso-connection';
import { useSamlConnection } from '../api/saml-connection';
import { SamlPanel } from './saml-panel';
import { SsoForm } from './sso-form';
import { RemoveIdpDialog } from './remove-idp-dialog';

type Protocol = 'oidc' | 'saml';
const PROTOCOLS = [
  { value: 'oidc' as const, label: 'OpenID Connect' },
  { value: 'saml' as const, label: 'SAML' },
];

/**
 * /settings/security/sso (Admins): the organization's identity provider (Okta, Microsoft Entra, Google Workspace),
 * through OpenID Connect or SAML: one setting, one protocol (saving one replaces the other).
 */
export function SsoSettingsPage() {
  const connection = useSsoConnection();
  const saml = useSamlConnection();
  const remove = useDeleteSsoConnection();
  const [confirm, setConfirm] = React.useState(false);
  const [chosen, setChosen] = React.useState<Protocol | null>(null);
  const protocol: Protocol = chosen ?? (saml.data?.configured ? 'saml' : 'oidc');
  const c = protocol === 'oidc' ? connection.data : undefined;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title="Single sign-on"
        description="Members sign in through your identity provider with OpenID Connect or SAML. Turn it on, or require it, under Login and security."
      />
      <SegmentedControl name="sso-protocol" legend="Protocol" options={PROTOCOLS} value={protocol} onChange={setChosen} />
      {protocol === 'saml' && saml.isPending && <Skeleton className="h-72" />}
      {protocol === 'saml' && saml.isError && <ListError what="single sign-on" error={saml.error} retry={() => void saml.refetch()} />}
      {protocol === 'saml' && saml.data && <SamlPanel connection={saml.data} />}
      {protocol === 'oidc' && connection.isPending && <Skeleton className="h-72" />}
      {protocol === 'oidc' && connection.isError && (
        <ListError what="single sign-on" error={connection.error} retry={() => void connection.refetch()} />
      )}
      {c && (
        <TitledCard
          title="Identity provider"
          description="Register an OpenID Connect web application at your provider with this sign-in redirect URI, then paste its issuer, client ID and secret here."
          contentClassName="grid gap-4"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="sso-redirect-uri">Sign-in redirect URI</Label>
            <div className="flex gap-2">
              <Input id="sso-redirect-uri" readOnly value={c.redirectUri} className="font-mono" />
              <CopyButton value={c.redirectUri} label="Copy sign-in redirect URI" />
            </div>
          </div>
          {/* Remounted after each save, so the secret field empties again. */}
          <SsoForm key={c.updatedAt ?? 'new'} connection={c} />
          {c.configured && (
            <div className="flex flex-wrap items-center gap-3 border-t pt-4">
              <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirm(true)}>
                Remove identity provider
              </Button>
              <Link className="text-sm text-primary hover:underline" to="/settings/security/settings">
                Login methods
              </Link>
              {remove.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {remove.error.message}
                </p>
              )}
            </div>
          )}
        </TitledCard>
      )}
      <RemoveIdpDialog open={confirm} onOpenChange={setConfirm} onRemove={() => remove.mutate()} />
    </div>
  );
}
