import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { ListError, SectionsSkeleton } from '@web/components/ui/query-states';
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
          <SectionsSkeleton sections={4} />
        </Card>
      ) : org.isError ? (
        <ListError title="We couldn't load your organization details." error={org.error} retry={() => void org.refetch()} />
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
