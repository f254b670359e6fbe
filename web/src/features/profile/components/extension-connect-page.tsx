import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Puzzle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api-error';
import { useSession } from '@web/lib/session';
import { useApproveExtension } from '../api/personal-tokens';
import { canReachExtension, handTokenToExtension, isExtensionId } from '../api/extension-handover';
import { handTokenToOutlook, prepareOutlook } from '../api/outlook-handover';

const problemOf = (e: unknown) => (e instanceof ApiRequestError ? (e.errors[0]?.detail ?? e.message) : e instanceof Error ? e.message : '');

/**
 * /extension/connect?ext=<id>: the extension's popup opens this page; the signed-in member approves, the app
 * makes a token that opens only the extension's calls and hands it straight to that extension (never shown).
 * With ?host=outlook the page is in the Outlook add-in's Office dialog and hands the token to its taskpane.
 */
export function ExtensionConnectPage() {
  const [params] = useSearchParams();
  const ext = params.get('ext');
  const outlook = params.get('host') === 'outlook';
  const session = useSession();
  const approve = useApproveExtension(outlook ? 'outlook' : 'extension');
  React.useEffect(() => (outlook ? prepareOutlook() : undefined), [outlook]);
  const [state, setState] = React.useState<{ done: boolean; problem: string }>({ done: false, problem: '' });
  const email = session.data?.user.email ?? '';

  const connect = () =>
    approve.mutate(undefined, {
      onSuccess: (t) =>
        (outlook ? handTokenToOutlook(t.token, email) : handTokenToExtension(ext!, t.token, email)).then(
          () => setState({ done: true, problem: '' }),
          (e: unknown) => setState({ done: false, problem: problemOf(e) }),
        ),
      onError: (e) => setState({ done: false, problem: problemOf(e) }),
    });

  const usable = outlook || (isExtensionId(ext) && canReachExtension());
  const what = outlook ? 'the Outlook add-in' : 'the browser extension';
  return (
    <div className="mx-auto max-w-lg p-6">
      <Card aria-labelledby="extension-connect-title">
        <CardHeader>
          <CardTitle id="extension-connect-title" className="flex items-center gap-2">
            <Puzzle className="size-5" aria-hidden /> Connect {what}
          </CardTitle>
          <CardDescription>
            {outlook ? 'The Routewise add-in for Outlook will act as you' : 'The Routewise extension will act as you'}
            {email ? ` (${email})` : ''}: it shows your meetings, your links and your teammates, and hands prospects over through your
            relays. Revoke it any time under Profile, Personal access tokens.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {state.done ? (
            <p role="status" className="text-sm font-medium">
              {outlook ? 'The add-in is connected. You can close this window.' : 'The extension is connected. You can close this tab.'}
            </p>
          ) : !usable ? (
            <p role="alert" className="text-sm text-destructive">
              Open this page from the extension's Connect button, in Chrome or Edge with the Routewise extension installed.
            </p>
          ) : (
            <Button className="justify-self-start" loading={approve.isPending} onClick={connect}>
              Approve
            </Button>
          )}
          {state.problem && (
            <p role="alert" className="text-sm text-destructive">
              {state.problem}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
