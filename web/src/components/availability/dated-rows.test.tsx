import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateOverridesEditor } from './date-overrides-editor';
import { VacationsEditor } from './vacations-editor';

afterEach(cleanup);

const common = { idPrefix: 'me', timeZone: 'UTC', timeFormat: '24h' as const };

describe('the date lists of the availability editor', () => {
  it('says there are no vacations, and adds one', () => {
    const onChange = vi.fn();
    render(<VacationsEditor {...common} vacations={[]} onChange={onChange} />);
    expect(screen.getByText('No vacations planned.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add vacation' }));
    expect(onChange.mock.calls[0][0]).toHaveLength(1);
  });

  it('labels a vacation’s first and last day, counts its days and keeps the last day after the first', () => {
    const onChange = vi.fn();
    render(
      <VacationsEditor
        {...common}
        vacations={[{ kind: 'dates', startDate: '2030-02-01', endDate: '2030-02-03' }]}
        errors={{ '0.startDate': 'Pick a day' }}
        onChange={onChange}
      />,
    );
    const first = screen.getByLabelText('First day') as HTMLInputElement;
    const last = screen.getByLabelText('Last day') as HTMLInputElement;
    expect([first.id, first.type, first.value, first.getAttribute('aria-invalid')]).toEqual([
      'me-vacation-0-start',
      'date',
      '2030-02-01',
      'true',
    ]);
    expect([last.id, last.min, last.value, last.getAttribute('aria-describedby')]).toEqual([
      'me-vacation-0-end',
      '2030-02-01',
      '2030-02-03',
      'me-vacation-0-end-error',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Pick a day');
    fireEvent.change(last, { target: { value: '2030-02-05' } });
    expect(onChange).toHaveBeenCalledWith([{ kind: 'dates', startDate: '2030-02-01', endDate: '2030-02-05' }]);
  });

  it('counts the days of a valid vacation', () => {
    render(
      <VacationsEditor {...common} vacations={[{ kind: 'dates', startDate: '2030-02-01', endDate: '2030-02-03' }]} onChange={vi.fn()} />,
    );
    expect(screen.getByText('3 days')).toBeTruthy();
  });

  it('says the weekly hours apply while there are no overrides; read-only, nothing can be added', () => {
    render(<DateOverridesEditor {...common} overrides={[]} weekly={[]} onChange={vi.fn()} readOnly />);
    expect(screen.getByText('No date overrides: the weekly hours apply on every date.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add date override' })).toBeNull();
  });
});
