import * as React from 'react';
import { Plus, ShieldCheck, X } from 'lucide-react';
import { MESSAGES } from '@contracts/common';
import { normaliseOrigin } from '@contracts/trusted-origins';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { useTrustedOrigins } from '../api/get-trusted-origins';
import { useUpdateTrustedOrigins } from '../api/update-trusted-origins';

/** Organization settings: the websites allowed to run the router widget; each add or remove saves at once. */
export function TrustedOriginsCard() {
  const origins = useTrustedOrigins();
  const update = useUpdateTrustedOrigins();
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState('');

  const save = (next: string[], onSuccess?: () => void) =>
    update.mutate(next, {
      onSuccess,
      onError: (e) => setError(e instanceof ApiRequestError ? e.message : 'Something went wrong. Try again.'),
    });

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const origin = normaliseOrigin(value);
    if (!origin) return setError(MESSAGES.invalidOrigin);
    const list = origins.data ?? [];
    if (list.includes(origin)) return setError('This origin is already trusted');
    setError('');
    save([...list, origin], () => setValue(''));
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="text-base">Trusted origins</CardTitle>
        <CardDescription>
          Only these websites can call the router widget's API. Add the origin of every page that has a routed form.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {origins.isPending ? (
          <div aria-busy="true" aria-label="Loading trusted origins" className="grid gap-2">
            <Skeleton className="h-9 w-full max-w-md" />
            <Skeleton className="h-9 w-full max-w-md" />
          </div>
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
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Remove ${o}`}
                  disabled={update.isPending}
                  onClick={() => save(origins.data.filter((x) => x !== o))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={add} noValidate className="grid max-w-xl gap-1.5">
          <Label htmlFor="trusted-origin">Origin</Label>
          <div className="flex gap-2">
            <Input
              id="trusted-origin"
              type="url"
              inputMode="url"
              placeholder="https://www.example.com"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError('');
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'trusted-origin-error' : 'trusted-origin-hint'}
            />
            <Button type="submit" variant="outline" loading={update.isPending} disabled={!origins.isSuccess}>
              <Plus /> Add origin
            </Button>
          </div>
          {error ? (
            <p id="trusted-origin-error" role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id="trusted-origin-hint" className="text-xs text-muted-foreground">
              Scheme and host, with a port if it has one: https://www.example.com or http://localhost:3000.
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
