import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { RouteTabs } from '@web/components/ui/tabs';
import { ListError } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useHomePage } from '../api/get-home-page';
import { useMyLinks } from '../api/list-my-links';
import { HomePageEditorForm } from './home-page-form';

/** /profile/home-page: the user's public page (/u/:userSlug) listing their meeting links. */
export function HomePageEditorPage() {
  const session = useSession();
  const page = useHomePage();
  const links = useMyLinks();
  const failed = page.isError || links.isError;
  return (
    <div className="grid gap-6">
      <div>
        <PageHeader className="mb-4" title="Home page" description="One public page with your greeting and the meeting links you choose." />
        <RouteTabs
          label="Profile sections"
          tabs={[
            { to: '/profile/edit', label: 'Profile' },
            { to: '/profile/availability', label: 'Availability' },
            { to: '/profile/home-page', label: 'Home page' },
          ]}
        />
      </div>
      {page.isPending || links.isPending || !session.data ? (
        <Card aria-busy="true" aria-label="Loading home page">
          <CardContent className="grid gap-4 p-6">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-9 w-full max-w-xl md:ml-auto" />
            ))}
          </CardContent>
        </Card>
      ) : failed ? (
        <ListError title="We couldn't load your home page." retry={() => (page.refetch(), links.refetch())} />
      ) : (
        <HomePageEditorForm page={page.data} links={links.data} name={session.data.user.name} />
      )}
    </div>
  );
}
