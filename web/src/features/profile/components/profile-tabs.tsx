import { RouteTabs } from '@web/components/ui/tabs';

/**
 * The profile area's tabs, as the spec lists them (Profile, Availability; Integrations joins when calendar
 * and conferencing connections exist). My Availability shows the same two; the home page editor is its own entry.
 */
export function ProfileTabs() {
  return (
    <RouteTabs
      label="Profile sections"
      tabs={[
        { to: '/profile/edit', label: 'Profile' },
        { to: '/profile/availability', label: 'Availability' },
      ]}
    />
  );
}
