import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseOption } from '@web/lib/test/choose-option';
import { fakeFetch, renderWithQuery, restoreAfterEach, type FetchCall } from '@web/lib/test/fake-fetch';
import { AutoRedirectionPage } from './auto-redirection-page';
import { FormInvitesPage } from './form-invites-page';
import { MeetingWindowPage } from './meeting-window-page';

// The "Team settings" tab of each per-meeting page: pick a team; it uses the global settings until an
// Admin gives it its own values (PUT), and "Use the global settings" returns it (DELETE).
vi.setConfig({ testTimeout: 40_000 });

const GLOBAL = {
  'form-invites': { enabled: true },
  'auto-redirection': { mode: 'countdown', seconds: 10 },
  'meeting-window': { earliestSlotMinutes: 60, bookingWindowDays: 14 },
} as const;
type Page = keyof typeof GLOBAL;
let own: Record<string, Record<string, unknown> | null>;
let calls: FetchCall[];

beforeEach(() => {
  own = {};
  document.cookie = 'rw_csrf=test';
  calls = fakeFetch((call) => {
    if (call.path === '/api/teams') return [{ id: 't1', name: 'Alpha', timezone: 'UTC', memberCount: 0 }];
    const team = /^\/api\/meeting-settings\/teams\/t1\/([a-z-]+)$/.exec(call.path);
    if (team) {
      const page = team[1] as Page;
      if (call.method === 'PUT') own[page] = call.body;
      if (call.method === 'DELETE') own[page] = null;
      const mine = own[page];
      return { ...(mine ?? GLOBAL[page]), teamId: 't1', usesGlobal: !mine, updatedAt: mine ? '2026-11-30T05:00:00.000Z' : null };
    }
    const global = /^\/api\/meeting-settings\/([a-z-]+)$/.exec(call.path);
    if (global) return { ...GLOBAL[global[1] as Page], allowChangesAfterStart: false, updatedAt: null };
    return undefined;
  });
});
restoreAfterEach();

const writes = (method: string) => calls.filter((c) => c.method === method).map((c) => c.path);
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

/** Opens the Team settings tab and picks Alpha; it starts on the global settings. */
async function openTeam() {
  const tab = await screen.findByRole('tab', { name: 'Team settings' });
  expect(screen.getByRole('tab', { name: 'Global settings' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.mouseDown(tab);
  await chooseOption(await screen.findByRole('combobox', { name: 'Team' }), 'Alpha');
  expect(await screen.findByText('Alpha uses the global settings.')).toBeTruthy();
  await click('Give Alpha its own settings');
}

async function backToGlobal(page: Page) {
  await click('Use the global settings');
  expect(await screen.findByText('Alpha uses the global settings.')).toBeTruthy();
  expect(writes('DELETE')).toEqual([`/api/meeting-settings/teams/t1/${page}`]);
}

describe('Team settings tab', () => {
  it('form invites: the team takes its own switch and goes back to the global one', async () => {
    renderWithQuery(<FormInvitesPage />);
    await openTeam();
    const toggle = await screen.findByRole('switch', { name: 'Add form entries in invites' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await click('Save');
    await waitFor(() => expect(own['form-invites']).toEqual({ enabled: false }));
    expect(await screen.findByText('Alpha has its own settings.')).toBeTruthy();
    expect(writes('PUT')).toEqual(['/api/meeting-settings/teams/t1/form-invites']);
    await backToGlobal('form-invites');
  });

  it('auto-redirection: the global values can be saved as the team’s own unchanged, then returned', async () => {
    renderWithQuery(<AutoRedirectionPage />);
    await openTeam();
    // Choosing its own settings starts from the global ones, and Save is on at once.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await click('Save');
    await waitFor(() => expect(own['auto-redirection']).toEqual({ mode: 'countdown', seconds: 10 }));
    fireEvent.change(screen.getByLabelText('Countdown (seconds)'), { target: { value: '25' } });
    await click('Save');
    await waitFor(() => expect(own['auto-redirection']).toEqual({ mode: 'countdown', seconds: 25 }));
    await backToGlobal('auto-redirection');
  });

  it('meeting window: the team’s window has no changes-after-start switch, which stays organization-wide', async () => {
    renderWithQuery(<MeetingWindowPage />);
    await openTeam();
    expect(screen.getByText(/Rescheduling and cancelling after the start time is organization-wide/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await chooseOption(screen.getByRole('combobox', { name: 'Booking window' }), '1 month');
    await click('Save');
    await waitFor(() => expect(own['meeting-window']).toEqual({ earliestSlotMinutes: 60, bookingWindowDays: 30 }));
    await backToGlobal('meeting-window');
  });
});
