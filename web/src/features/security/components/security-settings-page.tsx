import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton, ListError } from '@web/components/ui/query-states';
import { useSecuritySettings } from '../api/get-security-settings';
import { SecurityChangesCard } from './security-changes-card';
import { SecuritySettingsForm } from './security-settings-form';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

/** /settings/security/settings (Admins): Login and SSO (spec section 2). */
export function SecuritySettingsPage() {
  const settings = useSecuritySettings();
  return (
    <div>
      <PageHeader title="Login and security" description="How members sign in and how long they stay signed in." />
      {settings.isPending ? (
        <EditorSkeleton label="Loading security settings" />
      ) : settings.isError ? (
        <ListError what="security settings" error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <SecuritySettingsForm settings={settings.data} />
      )}
      <SignOutEverywhereCard />
      <SecurityChangesCard />
    </div>
  );
}
