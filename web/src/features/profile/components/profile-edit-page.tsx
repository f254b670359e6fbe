import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { FormCardSkeleton } from '@web/components/ui/skeleton';
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
        <FormCardSkeleton />
      ) : profile.isError ? (
        <ListError title="We couldn't load your profile." retry={() => profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <SlackCard />
      <PersonalTokensCard />
    </div>
  );
}
