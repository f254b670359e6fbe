import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChipsInput } from './chips-input';

afterEach(cleanup);

let latest: string[] = [];
function Harness({ initial = [], errors }: { initial?: string[]; errors?: (string | undefined)[] }) {
  const [value, setValue] = React.useState(initial);
  latest = value;
  return (
    <>
      <label htmlFor="emails">Emails</label>
      <ChipsInput id="emails" value={value} onChange={setValue} normalize={(s) => s.trim().toLowerCase()} chipErrors={errors} />
    </>
  );
}

const input = () => screen.getByLabelText('Emails');

describe('ChipsInput', () => {
  it('adds a chip on Enter and on comma, normalized and without duplicates', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'Ann@Acme.com' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: 'bob@acme.com' } });
    fireEvent.keyDown(input(), { key: ',' });
    fireEvent.change(input(), { target: { value: 'ann@acme.com' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(latest).toEqual(['ann@acme.com', 'bob@acme.com']);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('splits a pasted list into chips', () => {
    render(<Harness />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'a@x.io, b@x.io;c@x.io\nd@x.io' } });
    expect(latest).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
  });

  it('keeps typed text as a chip when the field loses focus', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'late@x.io' } });
    fireEvent.blur(input());
    expect(latest).toEqual(['late@x.io']);
  });

  it('removes the last chip with Backspace and any chip with its button', () => {
    render(<Harness initial={['a@x.io', 'b@x.io', 'c@x.io']} />);
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(latest).toEqual(['a@x.io', 'b@x.io']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a@x.io' }));
    expect(latest).toEqual(['b@x.io']);
  });

  it('lists per-chip errors and marks the field invalid', () => {
    render(<Harness initial={['a@x.io', 'b@x.io']} errors={[undefined, 'b@x.io has already been invited']} />);
    expect(screen.getByRole('alert').textContent).toBe('b@x.io has already been invited');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('does not submit the surrounding form when Enter adds a chip', () => {
    let submitted = 0;
    render(
      <form onSubmit={(e) => (e.preventDefault(), submitted++)}>
        <Harness />
      </form>,
    );
    fireEvent.change(input(), { target: { value: 'x@x.io' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);
  });
});
