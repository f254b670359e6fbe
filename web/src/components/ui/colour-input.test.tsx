import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ColourInput } from './colour-input';

afterEach(cleanup);

describe('ColourInput', () => {
  it('offers the swatches as radios, the picker for any other colour, and says when the picker is left', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<ColourInput name="color" legend="Colour" value="#4f46e5" onChange={onChange} onBlur={onBlur} />);
    expect((screen.getByRole('radio', { name: 'Indigo' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(onChange).toHaveBeenLastCalledWith('#059669');
    const picker = screen.getByLabelText('Custom colour');
    fireEvent.blur(picker);
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
