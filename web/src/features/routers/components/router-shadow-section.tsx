import { Upload, X } from 'lucide-react';
import type { RouterShadowDto } from '@contracts/router-shadows';
import { Button } from '@web/components/ui/button';
import { FigureTiles } from '@web/components/ui/figure-tiles';
import { useRouterShadow } from '../api/get-router-shadow';
import { usePublishRouterShadow } from '../api/publish-router-shadow';
import { useStopRouterShadow } from '../api/stop-router-shadow';
import { ShadowDailyChart } from './shadow-daily-chart';
import { ShadowDisagreements } from './shadow-disagreements';
import { useInstantFormat } from '@web/lib/viewer-time';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);

function Figures({ shadow }: { shadow: RouterShadowDto }) {
  return (
    <FigureTiles
      figures={[
        ['Agreement rate', percent(shadow.agreementRate)],
        ['Submissions decided', shadow.total],
        ['Disagreements', shadow.total - shadow.agreed],
      ]}
    />
  );
}

/**
 * The router page's shadow mode, for Admins and Managers: how the shadow draft's decisions compare with the live
 * ones (agreement rate, disagreements per day and one by one), and publishing it in one click or turning it off.
 */
export function RouterShadowSection({ routerId }: { routerId: string }) {
  const at = useInstantFormat();
  const query = useRouterShadow(routerId);
  const publish = usePublishRouterShadow(routerId);
  const stop = useStopRouterShadow(routerId);
  const shadow = query.data;
  const busy = publish.isPending || stop.isPending;
  return (
    <section aria-labelledby="router-shadow-title" className="mt-8 grid gap-4 text-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="router-shadow-title" className="text-lg font-semibold">
          Shadow mode
        </h2>
        {shadow && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => stop.mutate()}>
              <X aria-hidden /> Turn off
            </Button>
            <Button type="button" size="sm" disabled={busy} onClick={() => publish.mutate()}>
              <Upload aria-hidden /> Publish this draft
            </Button>
          </div>
        )}
      </div>
      {query.isError && <p role="alert">Shadow mode could not be loaded.</p>}
      {(publish.isError || stop.isError) && <p role="alert">{(publish.error ?? stop.error)?.message}</p>}
      {query.data === null && (
        <p className="text-muted-foreground">
          Shadow mode is off. Change the router above and choose Run as shadow: the draft then decides every real submission beside the live
          version, without taking a turn or writing anything, until you publish it or turn it off.
        </p>
      )}
      {shadow && (
        <>
          <p className="text-muted-foreground">
            A draft of version {shadow.baseVersion} has been deciding every submission since {at(shadow.startedAt)}.
          </p>
          <Figures shadow={shadow} />
          {shadow.daily.length > 0 && <ShadowDailyChart daily={shadow.daily} />}
          <ShadowDisagreements routerId={routerId} shadowId={shadow.id} />
        </>
      )}
    </section>
  );
}
