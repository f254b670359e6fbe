import * as React from 'react';
import { Plus, ShieldCheck, X } from 'lucide-react';
import { MESSAGES } from '@contracts/common';
import { normaliseOrigin } from '@contracts/trusted-origins';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiRequestError } from '@web/lib/api-error';
import { useSaveTrustedOrigins } from '../api/update-trusted-origins';

type Props = { origins: string[]; suggested: string | null; isAdmin: boolean };

/**
 * The organization's trusted origins as the installation page shows them: only these sites may call the
 * widget's API. Admins add one inline, starting from the mapped form's page, or remove one.
 */
export function TrustedOriginsPanel({ origins, suggested, isAdmin }: Props) {
  const save = useSaveTrustedOrigins();
  const [value, setValue] = React.useState(suggested && !origins.includes(suggested) ? suggested : '');
  const [error, setError] = React.useState('');

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const origin = normaliseOrigin(value);
    if (!origin) return setError(MESSAGES.invalidOrigin);
    if (origins.includes(origin)) return setError('This origin is already trusted');
    setError('');
    save.mutate([...origins, origin], {
      onSuccess: () => setValue(''),
      onError: (err) => setError(err instanceof ApiRequestError ? err.message : 'Something went wrong. Try again.'),
    });
  };

  return (
    <div className="grid gap-3">
      {origins.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-4 text-sm text-muted-foreground">
          No trusted origins yet: the widget cannot route prospects from any website.
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label="Trusted origins">
          {origins.map((o) => (
            <li key={o} className="flex items-center gap-2 rounded-md border px-3 py-2 font-mono text-sm">
              <ShieldCheck className="h-4 w-4 shrink-0 text-green-700" aria-hidden />
              <span className="min-w-0 flex-1 break-all">{o}</span>
              {isAdmin && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-7 w-7"
                  aria-label={`Remove ${o}`}
                  disabled={save.isPending}
                  onClick={() =>
                    save.mutate(
                      origins.filter((x) => x !== o),
                      { onError: (err) => setError(err instanceof ApiRequestError ? err.message : 'Something went wrong. Try again.') },
                    )
                  }
                >
                  <X />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <form onSubmit={add} noValidate className="grid gap-1.5">
          <Label htmlFor="add-origin">Add origin</Label>
          <div className="flex gap-2">
            <Input
              id="add-origin"
              type="url"
              inputMode="url"
              placeholder="https://www.example.com"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError('');
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'add-origin-error' : 'add-origin-hint'}
            />
            <Button type="submit" variant="outline" loading={save.isPending}>
              <Plus /> Add origin
            </Button>
          </div>
          {error ? (
            <p id="add-origin-error" role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id="add-origin-hint" className="text-xs text-muted-foreground">
              Scheme and host only, for example https://www.example.com.
            </p>
          )}
        </form>
      ) : (
        <p className="text-xs text-muted-foreground">Only Admins can add or remove trusted origins.</p>
      )}
    </div>
  );
}
