import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RedirectNotice } from './public-relay-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RedirectNotice', () => {
  it('says where the prospect is going, counts down, then goes there', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      render(<RedirectNotice url="https://www.example.com/thanks" seconds={3} />);
      expect(screen.getByText(/Taking you to/).textContent).toBe('Taking you to www.example.com in 3 s…');
      expect(screen.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe('https://www.example.com/thanks');
      const tick = () => act(() => void vi.advanceTimersByTime(1000));
      tick();
      tick();
      expect(screen.getByText(/Taking you to/).textContent).toContain('in 1 s');
      expect(assign).not.toHaveBeenCalled();
      tick();
      expect(assign).toHaveBeenCalledWith('https://www.example.com/thanks');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
