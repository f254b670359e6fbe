import * as React from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import type { SamlConnectionDto } from '@contracts/saml';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDeleteSamlConnection, useEnableSaml, useTestSamlSignIn } from '../api/saml-connection';
import { SamlForm } from './saml-form';
import { RemoveIdpDialog } from './remove-idp-dialog';

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="font-mono" />
        <CopyButton value={value} label={`Copy ${label}`} />
      </div>
    </div>
  );
}

/** The spec's state: "processing" until the Admin enables it (a test sign-in must succeed first). */
const stateOf = (c: SamlConnectionDto) =>
  c.enabled
    ? { label: 'Enabled', variant: 'success' as const, hint: 'Members at these domains sign in through your identity provider.' }
    : c.status === 'verified'
      ? {
          label: 'Processing',
          variant: 'warning' as const,
          hint: 'The test sign-in succeeded. Enable single sign-on to let members use it.',
        }
      : { label: 'Processing', variant: 'warning' as const, hint: 'Run a test sign-in through your identity provider before enabling.' };

/** SAML 2.0: the service provider values to copy, the identity provider's metadata, the test sign-in and enabling. */
export function SamlPanel({ connection: c }: { connection: SamlConnectionDto }) {
  const test = useTestSamlSignIn();
  const enable = useEnableSaml();
  const remove = useDeleteSamlConnection();
  const [confirm, setConfirm] = React.useState(false);
  const [params, setParams] = useSearchParams();
  React.useEffect(() => {
    if (params.get('saml') !== 'tested') return;
    toast.success('Test sign-in succeeded');
    setParams({}, { replace: true });
  }, [params, setParams]);
  const state = stateOf(c);
  const error = test.error ?? enable.error ?? remove.error;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          SAML identity provider {c.configured && <Badge variant={state.variant}>{state.label}</Badge>}
        </CardTitle>
        <CardDescription>
          Create a SAML app at your identity provider with these values (or give it the metadata URL), then enter its metadata here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CopyField id="saml-entity-id" label="Entity ID" value={c.sp.entityId} />
        <CopyField id="saml-acs-url" label="ACS URL" value={c.sp.acsUrl} />
        <CopyField id="saml-metadata-url" label="Metadata URL" value={c.sp.metadataUrl} />
        <SamlForm key={c.updatedAt ?? 'new'} connection={c} />
        {c.configured && (
          <div className="grid gap-3 border-t pt-4">
            <p className="text-sm text-muted-foreground">{state.hint}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" loading={test.isPending} onClick={() => test.mutate()}>
                Test sign-in
              </Button>
              {!c.enabled && (
                <Button disabled={c.status !== 'verified'} loading={enable.isPending} onClick={() => enable.mutate()}>
                  Enable
                </Button>
              )}
              <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirm(true)}>
                Remove identity provider
              </Button>
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error.message}
              </p>
            )}
          </div>
        )}
      </CardContent>
      <RemoveIdpDialog open={confirm} onOpenChange={setConfirm} onRemove={() => remove.mutate()} />
    </Card>
  );
}
