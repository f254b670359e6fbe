import { PageHeader } from '@web/components/ui/page';
import { TrustedOriginsCard } from './trusted-origins-card';

/** /settings/security/trusted-origins (Admins): the websites allowed to run the router widget (spec section 2). */
export function TrustedOriginsPage() {
  return (
    <div>
      <PageHeader title="Trusted origins" description="The websites allowed to run your router widgets." />
      <TrustedOriginsCard />
    </div>
  );
}
