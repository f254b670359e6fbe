import * as React from 'react';
import { KeyRound } from 'lucide-react';
import { PERSONAL_TOKEN_MESSAGES, type CreatedPersonalTokenDto } from '@contracts/personal-tokens';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { useCreatePersonalToken, usePersonalTokens, useRevokePersonalToken } from '../api/personal-tokens';
import { useInstantFormat } from '@web/lib/viewer-time';

const problemOf = (e: unknown) => (e instanceof ApiRequestError ? (e.errors[0]?.detail ?? e.message) : e instanceof Error ? e.message : '');

/** Profile -> Personal access tokens: what an AI assistant connects to the MCP server with (README "MCP server"). */
export function PersonalTokensCard() {
  const at = useInstantFormat();
  const tokens = usePersonalTokens();
  const create = useCreatePersonalToken();
  const revoke = useRevokePersonalToken();
  const [name, setName] = React.useState('');
  const [created, setCreated] = React.useState<CreatedPersonalTokenDto | null>(null);
  const [revoking, setRevoking] = React.useState<{ id: string; name: string } | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(name, {
      onSuccess: (t) => {
        setCreated(t);
        setName('');
      },
    });
  };

  return (
    <Card aria-labelledby="tokens-card-title">
      <CardHeader>
        <CardTitle id="tokens-card-title">Personal access tokens</CardTitle>
        <CardDescription>
          Connect an AI assistant to the MCP server at <code>{`${window.location.origin}/mcp`}</code>. A token acts as you, with your role,
          and can only read.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created && (
          <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3">
            <p className="text-sm font-medium">{PERSONAL_TOKEN_MESSAGES.shownOnce}</p>
            <div className="flex items-center gap-2">
              <code data-testid="new-token" className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 text-xs">
                {created.token}
              </code>
              <CopyButton value={created.token} size="sm" variant="outline" label="Copy token" />
            </div>
            <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => setCreated(null)}>
              Done
            </Button>
          </div>
        )}
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <FormField
            id="token-name"
            label="Token name"
            error={create.isError ? problemOf(create.error) : undefined}
            className="min-w-64 flex-1"
          >
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Claude on my laptop" maxLength={80} />
          </FormField>
          <Button type="submit" size="sm" loading={create.isPending}>
            Create token
          </Button>
        </form>
        {tokens.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : tokens.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn't load your tokens: {tokens.error.message}
          </p>
        ) : !tokens.data.length ? (
          <p className="text-sm text-muted-foreground">You have no tokens yet.</p>
        ) : (
          <ul aria-label="Your tokens" className="divide-y rounded-md border">
            {tokens.data.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <KeyRound aria-hidden className="size-4 text-muted-foreground" />
                <span className="font-medium">{t.name}</span>
                <code className="text-xs text-muted-foreground">{t.prefix}…</code>
                <span className="ml-auto text-xs text-muted-foreground">
                  Created {at(t.createdAt, false)} · {t.lastUsedAt ? `Last used ${at(t.lastUsedAt, false)}` : 'Never used'}
                </span>
                <Button size="sm" variant="ghost" onClick={() => setRevoking({ id: t.id, name: t.name })}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={`An assistant using "${revoking?.name ?? ''}" loses access at once. This cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </Card>
  );
}
