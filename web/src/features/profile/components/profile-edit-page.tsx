import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import { ProfileTabs } from './profile-tabs';
import { PersonalTokensCard } from './personal-tokens-card';
import { SlackCard } from './slack-card';

export function ProfileEditPage() {
  const profile = useProfile();
  return (
    <div className="grid gap-6">
      <div>
        <PageHeader title="My profile" description="How you appear to teammates and on your booking pages." className="mb-4" />
        <ProfileTabs />
      </div>
      {profile.isPending ? (
        <Card>
          <CardContent className="grid gap-4 p-6">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-9 w-full max-w-xl" />
            ))}
          </CardContent>
        </Card>
      ) : profile.isError ? (
        <div role="alert" className="rounded-lg border p-8 text-center">
          <p className="font-medium">We couldn't load your profile.</p>
          <Button className="mt-4" variant="outline" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <SlackCard />
      <PersonalTokensCard />
    </div>
  );
}
