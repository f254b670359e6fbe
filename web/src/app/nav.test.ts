import { describe, expect, it } from 'vitest';
import { HOME_NAV, NAV, visibleNav } from './nav';
import { activeNavItem } from './nav-active';

const all = [HOME_NAV, ...NAV.flatMap((s) => s.items)];
const active = (path: string) => activeNavItem(path, all)?.label;

describe('activeNavItem: one highlighted entry per path', () => {
  it.each([
    ['/', 'Home'],
    ['/meeting-links', 'Meeting links'],
    ['/meeting-links/manage', 'Manage links'],
    ['/meeting-links/manage/intro/abc', 'Manage links'],
    ['/group-meeting-links/manage', 'Manage links'],
    ['/group-meeting-links/sales', 'Meeting links'],
    ['/meetings/views/completed', 'Meetings'],
    ['/meetings/m1/details', 'Meetings'],
    ['/routers/r1/installation-widget', 'Routers'],
    ['/routing-logs/s1/details', 'Routing logs'],
    ['/settings/teams/t1/members', 'Teams'],
    ['/profile/home-page', 'Home page'],
  ])('%s lights %s', (path, label) => expect(active(path)).toBe(label));

  it('lights nothing for a path outside the navigation, and Home only on / itself', () => {
    expect(active('/crm-failure')).toBeUndefined();
    expect(active('/book')).toBeUndefined();
  });

  it('shows Users neither Manage links nor admin settings', () => {
    const labels = visibleNav('regular').flatMap((s) => s.items.map((i) => i.label));
    expect(labels).not.toContain('Manage links');
    expect(labels).not.toContain('Members');
    expect(labels).not.toContain('Organization details');
  });
});
