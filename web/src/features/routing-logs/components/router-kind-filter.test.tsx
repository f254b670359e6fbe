import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterKindFilter, asLogKind } from './router-kind-filter';

afterEach(cleanup);

describe('RouterKindFilter', () => {
  it('offers every kind the routing log lists, Intercom routers included, and says which was chosen', () => {
    const onChange = vi.fn();
    render(<RouterKindFilter value={undefined} onChange={onChange} />);
    const select = screen.getByLabelText('Router kind') as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['All router kinds', 'Inbound router', 'Object router', 'Intercom router']),
    );
    fireEvent.change(select, { target: { value: 'intercom' } });
    expect(onChange).toHaveBeenLastCalledWith('intercom');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('ignores a kind the log does not list', () => {
    expect(asLogKind('intercom')).toBe('intercom');
    expect(asLogKind('nonsense')).toBeUndefined();
    expect(asLogKind(null)).toBeUndefined();
  });
});
