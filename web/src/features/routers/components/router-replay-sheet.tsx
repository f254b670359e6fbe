import * as React from 'react';
import { History } from 'lucide-react';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { ToolForm, ToolSheet } from '@web/components/routers/tool-sheet';
import { useReplay, useStartReplay } from '../api/replay-router';
import { ReplayResult } from './router-replay-result';

type Props = { routerId: string; draft: () => RouterPreviewDraft };
type Version = 'draft' | 'live';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * "Replay over history": a version of the router (the editor's draft or the live one) decides a period's stored
 * submissions again in the background; progress shows while it runs, then what would have changed.
 */
export function RouterReplaySheet({ routerId, draft }: Props) {
  const [version, setVersion] = React.useState<Version>('draft');
  const [from, setFrom] = React.useState(() => day(Date.now() - 30 * DAY));
  const [to, setTo] = React.useState(() => day(Date.now()));
  const [replayId, setReplayId] = React.useState<string | null>(null);
  const start = useStartReplay(routerId);
  const replay = useReplay(routerId, replayId);
  const run = () => {
    const period = { from: new Date(`${from}T00:00:00Z`).toISOString(), to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY).toISOString() };
    const body = version === 'draft' ? { versionId: version, draft: draft(), ...period } : { versionId: version, ...period };
    start.mutate(body, { onSuccess: (r) => setReplayId(r.id) });
  };
  const r = replay.data;
  return (
    <ToolSheet
      icon={<History aria-hidden />}
      label="Replay over history"
      description="Decide a period's stored submissions again (up to 90 days) and see what would have changed. Nothing is stored on the sessions and no round-robin turn is taken."
      className="sm:max-w-2xl"
    >
      <ToolForm
        label="Replay period"
        onRun={run}
        run={{ label: 'Start replay', pending: start.isPending || r?.status === 'running', error: start.error }}
      >
        <SegmentedControl
          name="replay-version"
          legend="Version"
          options={[
            { value: 'draft', label: 'Draft (unsaved changes)' },
            { value: 'live', label: 'Live version' },
          ]}
          value={version}
          onChange={setVersion}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="replay-from" label="From">
            <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField id="replay-to" label="To">
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </FormField>
        </div>
      </ToolForm>
      {r?.status === 'running' && (
        <div className="mt-4 grid gap-1 text-sm">
          <Progress value={r.processed} max={r.total} label="Replay progress" />
          <p className="text-muted-foreground">
            {r.processed.toLocaleString()} of {r.total.toLocaleString()} submissions replayed
          </p>
        </div>
      )}
      {r?.status === 'failed' && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          The replay failed: {r.error}
        </p>
      )}
      {r?.status === 'done' && <ReplayResult replay={r} />}
    </ToolSheet>
  );
}
