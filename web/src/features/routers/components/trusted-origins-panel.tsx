import { ShieldCheck } from 'lucide-react';
import { OriginForm, useOriginEdits } from '@web/components/trusted-origins/origin-form';
import { DismissButton } from '@web/components/ui/remove-button';
import { useSaveTrustedOrigins } from '../api/update-trusted-origins';

type Props = { origins: string[]; suggested: string | null; isAdmin: boolean };

/**
 * The organization's trusted origins as the installation page shows them: only these sites may call the
 * widget's API. Admins add one inline, starting from the mapped form's page, or remove one.
 */
export function TrustedOriginsPanel({ origins, suggested, isAdmin }: Props) {
  const save = useSaveTrustedOrigins();
  const edits = useOriginEdits(origins, save, suggested && !origins.includes(suggested) ? suggested : '');

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
                <DismissButton label={`Remove ${o}`} className="h-7 w-7" disabled={save.isPending} onClick={() => edits.remove(o)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <OriginForm
          id="add-origin"
          label="Add origin"
          hint="Scheme and host only, for example https://www.example.com."
          edits={edits}
          className="grid gap-1.5"
        />
      ) : (
        <p className="text-xs text-muted-foreground">Only Admins can add or remove trusted origins.</p>
      )}
    </div>
  );
}
