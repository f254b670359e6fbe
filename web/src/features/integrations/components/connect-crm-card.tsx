import * as React from 'react';
import { CRM_INTEGRATION_MESSAGES } from '@contracts/integration-catalog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiRequestError } from '@web/lib/api';
import { useConnectCrm } from '../api/connect-crm';
import { useConnectCrmKey } from '../api/connect-crm-key';
import type { CrmTool } from './crm-tools';

const fieldError = (e: unknown, field: string) =>
  e instanceof ApiRequestError ? e.errors.find((x) => x.source?.pointer === `/${field}`)?.detail : undefined;

/** Connecting a CRM: OAuth vendors go to their consent page (Salesforce asks for its domain first); Freshsales takes a domain and token. */
export function ConnectCrmCard({ tool, label = 'Connect' }: { tool: CrmTool; label?: string }) {
  const oauth = useConnectCrm(tool.provider);
  const key = useConnectCrmKey(tool.provider);
  const [domain, setDomain] = React.useState(tool.provider === 'salesforce' ? 'login.salesforce.com' : '');
  const [apiKey, setApiKey] = React.useState('');
  const [error, setError] = React.useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    if (tool.auth === 'api_key') {
      if (!domain.trim() || !apiKey.trim()) return setError('Account domain and authenticator token are required');
      key.mutate(
        { domain: domain.trim(), apiKey: apiKey.trim() },
        { onError: (err) => setError(fieldError(err, 'apiKey') ?? fieldError(err, 'domain') ?? err.message) },
      );
      return;
    }
    if (tool.provider === 'salesforce' && !domain.trim()) return setError(CRM_INTEGRATION_MESSAGES.salesforceDomain);
    oauth.mutate(
      { ...(tool.provider === 'salesforce' ? { domain: domain.trim() } : {}) },
      { onError: (err) => setError(fieldError(err, 'domain') ?? err.message) },
    );
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <CardHeader>
          <CardTitle>Connect {tool.name}</CardTitle>
          <CardDescription>{tool.connectHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {(tool.provider === 'salesforce' || tool.auth === 'api_key') && (
            <div className="grid gap-1.5">
              <Label htmlFor="crm-domain">{tool.provider === 'salesforce' ? 'Salesforce domain' : 'Account domain'}</Label>
              <Input
                id="crm-domain"
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
                placeholder={tool.provider === 'salesforce' ? 'acme.my.salesforce.com' : 'acme.myfreshworks.com'}
              />
            </div>
          )}
          {tool.auth === 'api_key' && (
            <div className="grid gap-1.5">
              <Label htmlFor="crm-key">Authenticator token</Label>
              <Input id="crm-key" type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={oauth.isPending || key.isPending}>
            {label}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
