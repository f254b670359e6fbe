import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useSlackInstall } from '../api/slack-install';
import { ConnectionShell } from './connection-shell';

/** /settings/integrations/slack: install the Slack app (OAuth v2) for the workspace. */
export function SlackPage() {
  const install = useSlackInstall();
  const [params] = useSearchParams();
  return (
    <ConnectionShell provider="slack" name="Slack" description="Post workflow messages and signal alerts to channels and members.">
      {(c) => (
        <div className="grid gap-3">
          {params.get('error') && (
            <p className="text-sm text-destructive">
              Sorry! Slack integration failed. Please check your API credentials and configuration settings.
            </p>
          )}
          <Button className="justify-self-start" loading={install.isPending} onClick={() => install.mutate()}>
            {c.status === 'connected' ? 'Reinstall Slack app' : 'Connect Slack'}
          </Button>
        </div>
      )}
    </ConnectionShell>
  );
}
