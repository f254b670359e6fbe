import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { useOrganization } from '../api/get-organization';
import { OrganizationForm } from './organization-form';
import { Link } from 'react-router';

export function OrganizationDetailsPage() {
  const org = useOrganization();
  return (
    <div>
      <PageHeader title="Organization details" description="How your organization appears to prospects and who can join it." />
      {org.isPending ? (
        <Card>
          <CardContent className="grid gap-6 p-6">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="grid gap-4 md:grid-cols-[14rem_1fr]">
                <Skeleton className="h-5 w-32" />
                <div className="grid gap-3">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-9 w-full max-w-xl" />
                </div>
              </div>
            ))}
          </CardContent>
        </Card>
      ) : org.isError ? (
        <div role="alert" className="rounded-lg border p-8 text-center">
          <p className="font-medium">We couldn't load your organization details.</p>
          <p className="mt-1 text-sm text-muted-foreground">{org.error.message}</p>
          <Button className="mt-4" variant="outline" onClick={() => org.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <OrganizationForm organization={org.data} />
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Trusted origins for the router widget are under{' '}
        <Link className="underline underline-offset-2" to="/settings/security/trusted-origins">
          Login and security › Trusted origins
        </Link>
        .
      </p>
    </div>
  );
}
