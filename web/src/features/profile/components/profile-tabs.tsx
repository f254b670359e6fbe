import { RouteTabs } from '@web/components/ui/tabs';

/** The profile area's tabs; Integrations joins here when calendar and conferencing connections exist. */
export function ProfileTabs() {
  return <RouteTabs label="Profile sections" tabs={[{ to: '/profile/edit', label: 'Profile' }, { to: '/profile/availability', label: 'Availability' }, { to: '/profile/home-page', label: 'Home page' }]} />;
}
