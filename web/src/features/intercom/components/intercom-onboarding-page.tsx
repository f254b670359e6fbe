import { useNavigate } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, TitledCard } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useConnectIntercom, useIntercomConnection, useIntercomRouters } from '../api/intercom';
import { IntercomAdmins } from './intercom-admins';
import { IntercomRouterForm } from './intercom-router-form';

const RETURN = '/integrations/intercom/onboarding';

/** /integrations/intercom/onboarding: connect Intercom, check which admins are which reps, create the first Intercom router. */
export function IntercomOnboardingPage() {
  const conn = useIntercomConnection();
  const connected = conn.data?.status === 'connected';
  const routers = useIntercomRouters(connected);
  const connect = useConnectIntercom();
  const navigate = useNavigate();
  if (conn.isPending) return <Skeleton className="h-64" />;
  if (!conn.data) return null;
  const unmatched = conn.data.admins.filter((a) => !a.userId).length;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title="Set up Intercom"
        description="Route each new Intercom conversation to the right rep, with a note and a booking link."
      />
      <TitledCard
        title="1. Connect Intercom"
        description="Allow Routewise to read contacts and conversations, and to assign, note and tag them."
      >
        {connected ? (
          <Badge variant="success">Connected to {conn.data.workspaceName}</Badge>
        ) : (
          <Button loading={connect.isPending} onClick={() => connect.mutate(RETURN)}>
            Connect Intercom
          </Button>
        )}
      </TitledCard>
      {connected && (
        <TitledCard
          title="2. Admins and reps"
          description={
            <>
              A conversation is assigned to the Intercom admin with the chosen rep&apos;s e-mail.
              {unmatched > 0 &&
                ` ${unmatched} admin(s) have no member with the same e-mail; invite them or change their e-mail to route to them.`}
            </>
          }
        >
          <IntercomAdmins admins={conn.data.admins} />
        </TitledCard>
      )}
      {connected && (
        <Card>
          <CardHeader>
            <CardTitle>3. Your first Intercom router</CardTitle>
            {routers.data && routers.data.length > 0 && (
              <CardDescription>You already have {routers.data.length} Intercom router(s); this adds another.</CardDescription>
            )}
          </CardHeader>
          <CardContent>
            <IntercomRouterForm onSaved={() => navigate('/settings/integrations/intercom')} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
