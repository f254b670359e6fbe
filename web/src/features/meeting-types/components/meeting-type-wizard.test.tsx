import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultMeetingType, type MeetingTypeDto, type MeetingTypeInput, type MeetingTypeValues } from '@contracts/meeting-types';
import { MeetingTypeWizard } from './meeting-type-wizard';

const MEMBERS = [{ id: 'u1', name: 'Ada Admin', email: 'ada@acme.test', role: 'super_admin', status: 'active', teams: [] }];
const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/members')) return json(MEMBERS);
      if (url.includes('/api/teams')) return json([]);
      if (url.includes('/api/location-check')) {
        // As the server decides: Ada has a Zoom account but neither Daily nor Google Calendar.
        const q = new URL(url, 'http://x').searchParams;
        const tool = q.get('videoTool');
        return json({
          locationType: q.get('locationType'),
          videoTool: tool,
          unhonoured:
            (tool === 'daily' || tool === 'google_meet') && q.get('memberIds') === 'u1' ? [{ userId: 'u1', name: 'Ada Admin' }] : [],
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard(values: Partial<MeetingTypeInput>, save = vi.fn<(v: MeetingTypeValues) => Promise<MeetingTypeDto>>()) {
  function Harness() {
    const mutation = useMutation({ mutationFn: save });
    return (
      <MeetingTypeWizard
        mode="create"
        defaultValues={{ ...defaultMeetingType(['u1']), ...values }}
        mutation={mutation}
        defaultTimeZone="UTC"
      />
    );
  }
  const router = createMemoryRouter([{ path: '/meeting-types/new', element: <Harness /> }], { initialEntries: ['/meeting-types/new'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return save;
}

/** The control a label points at, with the tag and type it should have. */
const labelled = (label: string, tag: string) => {
  const control = screen.getByLabelText(label, { selector: tag });
  expect(control.tagName.toLowerCase()).toBe(tag);
  return control;
};

const stepHeading = () => screen.getByRole('heading', { name: /^Step \d of 4/ }).textContent;
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('MeetingTypeWizard', () => {
  it('keeps the user on a step until its fields are valid', async () => {
    renderWizard({ name: '', memberIds: [] });
    expect(stepHeading()).toContain('Meeting setup');
    await click('Next');
    expect(stepHeading()).toContain('Meeting setup');
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(screen.getByText('Select at least one member')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    const members = labelled('Members', 'button');
    expect(members.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(members.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Select at least one member');

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Discovery call' } });
    await click('Next');
    expect(stepHeading()).toContain('Meeting setup');
    expect(screen.queryByText('Name is a required field')).toBeNull();
  });

  it('moves on once the step is valid, and back with Previous', async () => {
    renderWizard({ name: 'Discovery call' });
    expect(screen.getByRole('button', { name: 'Members' })).toBeTruthy();
    await click('Next');
    expect(stepHeading()).toContain('Scheduler settings');
    expect(valueOf(screen.getByRole('combobox', { name: 'Slot increment' }))).toBe('30');
    await click('Previous');
    expect(stepHeading()).toContain('Meeting setup');
  });

  it('asks an event for at least one date before going on', async () => {
    renderWizard({ name: 'Launch webinar', kind: 'event' });
    await click('Next');
    expect(stepHeading()).toContain('Meeting setup');
    expect(await screen.findByText('An event needs at least one date')).toBeTruthy();
  });

  it('jumps to the first step with an error after a failed save', async () => {
    const save = renderWizard({ name: 'Discovery call', calendarTitle: '', reminderSubject: '' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Reminder/ }));
    });
    expect(stepHeading()).toContain('Reminder');
    await click('Create meeting type');
    expect(stepHeading()).toContain('Calendar invite');
    expect(await screen.findByText('Calendar title is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Reminder/ }).textContent).toContain('has errors');
  });

  it("words a missing invite field in the spec's sentence, on that field", async () => {
    renderWizard({ name: 'Discovery call', inviteBody: ' ' });
    await click('Create meeting type');
    expect(stepHeading()).toContain('Calendar invite');
    expect(await screen.findAllByText('Invite e-mail title and body are required')).toHaveLength(1);
  });

  it("words a missing reminder field in the spec's sentence, on that field", async () => {
    renderWizard({ name: 'Discovery call', reminderEnabled: true, reminderSubject: 'Soon', reminderBody: '' });
    await click('Create meeting type');
    expect(stepHeading()).toContain('Reminder');
    expect(await screen.findAllByText('Reminder subject and body are required')).toHaveLength(1);
  });

  it('saves valid values, trimmed and with only what the kind uses', async () => {
    const save = vi.fn(
      async (values: MeetingTypeValues) =>
        ({ ...values, id: 'mt1', status: 'active', members: [], createdAt: '', updatedAt: '' }) as MeetingTypeDto,
    );
    renderWizard({ name: '  Discovery call  ', customLocation: 'left over', eventDates: [{ date: '2030-01-01', intervals: [] }] }, save);
    await click('Create meeting type');
    expect(save).toHaveBeenCalledTimes(1);
    const sent = save.mock.calls[0][0];
    expect(sent.name).toBe('Discovery call');
    expect(sent.customLocation).toBe('');
    expect(sent.eventDates).toEqual([]);
    expect(sent.memberIds).toEqual(['u1']);
  });

  it("follows the organization's booking window when switched on: its own earliest slot and window are not offered", async () => {
    const save = vi.fn(
      async (values: MeetingTypeValues) =>
        ({ ...values, id: 'mt1', status: 'active', members: [], createdAt: '', updatedAt: '' }) as MeetingTypeDto,
    );
    renderWizard({ name: 'Discovery call' }, save);
    await click('Next');
    const toggle = screen.getByRole('switch', { name: "Use the organization's booking window" });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Earliest slot' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(screen.queryByRole('combobox', { name: 'Earliest slot' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Booking window' })).toBeNull();
    await click('Create meeting type');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0].windowFromOrg).toBe(true);
  });

  it('links every label of every step to its real control', async () => {
    renderWizard({ name: 'Discovery call' });
    labelled('Name', 'input');
    labelled('Description', 'textarea');
    labelled('Duration', 'button');
    labelled('Video conferencing tool', 'button');
    expect(labelled('Members', 'button').getAttribute('aria-describedby')).toBe('memberIds-hint');

    await chooseValue(labelled('Duration', 'button'), 'custom');
    labelled('Custom duration (minutes)', 'input');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Scheduler settings/ }));
    });
    for (const label of ['Slot increment', 'Buffer before (pre)', 'Buffer after (post)', 'Earliest slot', 'Booking window', 'Language'])
      labelled(label, 'button');
    labelled('Greeting text', 'textarea');
    expect(labelled('Slot increment', 'button').getAttribute('aria-describedby')).toBe('slotIncrementMinutes-hint');

    await click('Next');
    expect(stepHeading()).toContain('Calendar invite');
    labelled('Calendar title', 'input');
    labelled('Calendar body', 'textarea');
    labelled('Invite e-mail subject', 'input');
    labelled('Invite e-mail body', 'textarea');

    await click('Next');
    expect(stepHeading()).toContain('Reminder');
    labelled('Notify before', 'button');
    labelled('Reminder title', 'input');
    labelled('Reminder body', 'textarea');
    expect(screen.getByRole('switch', { name: 'Send a reminder' })).toBeTruthy();
  });

  it("links the team picker's label, hint and error", async () => {
    renderWizard({ name: 'Discovery call', availabilitySource: 'team' });
    const team = labelled('Team', 'button');
    expect(team.getAttribute('role')).toBe('combobox');
    expect(team.getAttribute('aria-describedby')).toBe('teamId-hint');
    await click('Next');
    expect(team.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(team.getAttribute('aria-describedby') ?? '')?.getAttribute('role')).toBe('alert');
  });

  it("links the recurring schedule's time zone label to its picker", async () => {
    renderWizard({ name: 'Office hours', kind: 'recurring' });
    const picker = await screen.findByLabelText('Time zone', { selector: 'button' });
    expect(picker.getAttribute('role')).toBe('combobox');
    expect(picker.id).toBe('recurring-timezone');
  });
  it('warns which hosts a video location cannot be honoured for, as the tool changes', async () => {
    renderWizard({ videoTool: 'zoom' });
    await screen.findByText('Ada Admin');
    expect(screen.queryByText(/no Daily connected/)).toBeNull();
    await chooseValue(labelled('Video conferencing tool', 'button'), 'daily');
    const notice = await screen.findByText(/Ada Admin has no Daily connected and no conference link of their own/);
    expect(notice.textContent).toContain('the booking page promises no location. Ask them to connect Daily in Profile › Integrations');
    const calls = (fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls.map(([u]) =>
      String(u instanceof Request ? u.url : u),
    );
    expect(calls.some((u) => u.includes('/api/location-check?locationType=video&videoTool=daily&memberIds=u1'))).toBe(true);
    // Meet links come with Google Calendar, so that is what the host is asked to connect.
    await chooseValue(labelled('Video conferencing tool', 'button'), 'google_meet');
    expect((await screen.findByText(/Ada Admin has no Google Meet connected/)).textContent).toContain(
      'Ask them to connect Google Calendar in Profile › Integrations',
    );
    await chooseValue(labelled('Video conferencing tool', 'button'), 'zoom');
    await act(async () => {});
    expect(screen.queryByText(/no Daily connected|no Google Meet connected/)).toBeNull();
  });
});
