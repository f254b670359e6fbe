import { Ghost } from 'lucide-react';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import { Button } from '@web/components/ui/button';
import { useRouterShadow } from '../api/get-router-shadow';
import { useStartRouterShadow } from '../api/start-router-shadow';

type Props = { routerId: string; draft: () => RouterPreviewDraft };

/**
 * "Run as shadow": the editor's unsaved values become the router's shadow draft, deciding every real submission
 * beside the live version until it is published or turned off (one per router, so the button waits while one runs).
 */
export function ShadowStartButton({ routerId, draft }: Props) {
  const shadow = useRouterShadow(routerId);
  const start = useStartRouterShadow(routerId);
  const running = !!shadow.data;
  return (
    <div className="grid justify-items-end gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={running || shadow.isPending || start.isPending}
        title={running ? 'A shadow draft is already running; publish it or turn it off first' : undefined}
        onClick={() => {
          start.mutate(draft(), {
            onSuccess: () => document.getElementById('router-shadow-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
          });
        }}
      >
        <Ghost aria-hidden /> {running ? 'Shadow running' : 'Run as shadow'}
      </Button>
      {start.isError && (
        <p role="alert" className="text-xs text-destructive">
          {start.error.message}
        </p>
      )}
    </div>
  );
}
