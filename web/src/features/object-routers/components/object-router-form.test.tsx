import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ObjectRouterForm } from './object-router-form';
import { objectRouter } from './object-router.fixture';

afterEach(cleanup);

const options = {
  crms: [{ id: 'int-1', name: 'HubSpot' }],
  matchingRules: [{ id: 'm-1', name: 'Owner match' }],
  pods: [{ id: 'pod-1', name: 'SDR pod', kind: 'fallback_pod' }],
};

const ROUTER = objectRouter();

describe('ObjectRouterForm', () => {
  it("refuses an empty form with the spec's words and sends nothing", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ObjectRouterForm initial={null} options={options} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create object router' }));
    expect(await screen.findByText('Name is a required field')).toBeTruthy();
    expect(screen.getByText('Choose a connected CRM')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the field and value of a "field changes" trigger, then sends the router', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ObjectRouterForm initial={ROUTER} options={options} busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is a required field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'lifecyclestage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value is a required field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'marketingqualifiedlead' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail the new owner' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tell the new owner in Slack' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create a follow-up task for the new owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: 'MQL contacts',
        integrationId: 'int-1',
        trigger: { type: 'field_changed', field: 'lifecyclestage', value: 'marketingqualifiedlead' },
        fallbackPodId: 'pod-1',
        notifyEmail: true,
        notifySlack: true,
        followUpTask: true,
      }),
    ]);
  });

  it("shows a saved router's follow-up task setting and sends it back unchanged", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const saved = { ...ROUTER, trigger: { type: 'owner_empty' as const, field: null, value: null }, followUpTask: true };
    render(<ObjectRouterForm initial={saved} options={options} busy={false} onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: 'Create a follow-up task for the new owner' });
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ followUpTask: true, notifyEmail: false })]);
  });
});
