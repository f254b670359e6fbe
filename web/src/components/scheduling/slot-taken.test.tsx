import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApiRequestError } from '@web/lib/api-error';
import { SlotTakenAlert, slotTakenOr } from './slot-taken';

afterEach(cleanup);

const taken = () => ({ show: vi.fn(), clear: vi.fn(), slots: { refetch: vi.fn() } });

describe('slotTakenOr', () => {
  it('says a slot was taken meanwhile, drops the choice and refetches the slots', () => {
    const t = taken();
    const otherwise = vi.fn();
    slotTakenOr(t, otherwise)(new ApiRequestError(409, [{ status: '409', code: 'slot_taken', detail: 'That time was just booked' }]));
    expect(t.show).toHaveBeenCalledWith('That time was just booked');
    expect(t.clear).toHaveBeenCalled();
    expect(t.slots.refetch).toHaveBeenCalled();
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('leaves any other error to the page', () => {
    const t = taken();
    const otherwise = vi.fn();
    const error = new ApiRequestError(422, [{ status: '422', code: 'invalid', detail: 'Start is required' }]);
    slotTakenOr(t, otherwise)(error);
    expect(otherwise).toHaveBeenCalledWith(error);
    expect(t.show).not.toHaveBeenCalled();
    expect(t.slots.refetch).not.toHaveBeenCalled();
  });
});

describe('SlotTakenAlert', () => {
  it('is read out with the message, and absent without one', () => {
    const { rerender } = render(<SlotTakenAlert message="That time was just booked" />);
    expect(screen.getByRole('alert').textContent).toBe('That time was just booked');
    rerender(<SlotTakenAlert message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
