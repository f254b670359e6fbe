import * as React from 'react';
import toast from 'react-hot-toast';
import { Hash, MessageSquare } from 'lucide-react';
import { MEMBER_SLACK_MESSAGES } from '@contracts/member-slack';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';
import { useMySlack, useSetMySlack, useSlackChannels } from '../api/my-slack';

const problemOf = (e: unknown) => (e instanceof ApiRequestError ? (e.errors[0]?.detail ?? e.message) : e instanceof Error ? e.message : '');

/** Profile -> Slack: where signals and workflows reach the member (spec section 3, Member: Slack channel). */
export function SlackCard() {
  const slack = useMySlack();
  const change = useSetMySlack();
  const [picking, setPicking] = React.useState(false);
  const [channelId, setChannelId] = React.useState('');
  const channels = useSlackChannels(picking);
  const run = (c: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        toast.success(done);
        setPicking(false);
      },
    });

  return (
    <Card aria-labelledby="slack-card-title">
      <CardHeader>
        <CardTitle id="slack-card-title">Slack</CardTitle>
        <CardDescription>Where your signals and Slack workflow messages reach you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {slack.isPending ? (
          <Skeleton className="h-9 w-full max-w-md" />
        ) : slack.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn't load your Slack settings: {slack.error.message}
          </p>
        ) : !slack.data.connected ? (
          <p className="text-sm text-muted-foreground">{MEMBER_SLACK_MESSAGES.notConnected}</p>
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm" data-testid="slack-target">
              {slack.data.target ? (
                <>
                  {slack.data.target.kind === 'direct' ? (
                    <MessageSquare aria-hidden className="size-4" />
                  ) : (
                    <Hash aria-hidden className="size-4" />
                  )}
                  {slack.data.target.kind === 'direct'
                    ? `Direct messages to ${slack.data.target.name}`
                    : `Posted in ${slack.data.target.name}`}{' '}
                  in {slack.data.workspace}
                </>
              ) : (
                <span className="text-muted-foreground">Not connected: you get no Slack alerts yet.</span>
              )}
            </p>
            {picking && (
              <FormField id="slack-channel" label="Channel">
                <Select value={channelId} onChange={(e) => setChannelId(e.target.value)} disabled={channels.isPending}>
                  <option value="" hidden>
                    {channels.isPending ? 'Loading channels…' : 'Select a channel'}
                  </option>
                  {channels.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      #{c.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
            {change.isError && (
              <p role="alert" className="text-sm text-destructive">
                {problemOf(change.error)}
              </p>
            )}
          </>
        )}
      </CardContent>
      {slack.data?.connected && (
        <CardFooter className="flex-wrap">
          {picking ? (
            <>
              <Button
                size="sm"
                disabled={!channelId}
                loading={change.isPending}
                onClick={() => run({ kind: 'channel', channelId }, 'Slack channel saved')}
              >
                Use this channel
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setPicking(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" loading={change.isPending} onClick={() => run({ kind: 'lookup' }, 'Found you in Slack')}>
                Find me in Slack
              </Button>
              <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
                Choose a channel
              </Button>
              {slack.data.target && (
                <Button size="sm" variant="ghost" onClick={() => run({ kind: 'forget' }, 'Slack alerts turned off')}>
                  Stop Slack alerts
                </Button>
              )}
            </>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
