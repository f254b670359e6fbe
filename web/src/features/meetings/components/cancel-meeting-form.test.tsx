import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CancelMeetingForm } from './cancel-meeting-form';

afterEach(cleanup);

const reason = () => screen.getByLabelText('Cancellation reason') as HTMLTextAreaElement;
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting' })));

describe('CancelMeetingForm', () => {
  it('requires a reason, blank or not, with the spec message', async () => {
    const onSubmit = vi.fn();
    render(<CancelMeetingForm onSubmit={onSubmit} onBack={() => {}} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Cancellation reason is required');
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Cancellation reason is required');

    fireEvent.change(reason(), { target: { value: '   ' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Cancellation reason is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed reason once given', async () => {
    const onSubmit = vi.fn();
    render(<CancelMeetingForm onSubmit={onSubmit} onBack={() => {}} />);
    fireEvent.change(reason(), { target: { value: '  Prospect moved to next quarter  ' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith('Prospect moved to next quarter');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server error under the field and goes back on Keep meeting', () => {
    const onBack = vi.fn();
    render(
      <CancelMeetingForm onSubmit={() => {}} onBack={onBack} serverError="This meeting has already started and can no longer be changed" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This meeting has already started and can no longer be changed');
    fireEvent.click(screen.getByRole('button', { name: 'Keep meeting' }));
    expect(onBack).toHaveBeenCalled();
  });
});
