import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MoveButtons } from './move-buttons';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('MoveButtons', () => {
  it('moves an item a place up or down, naming it in each label', () => {
    const onMove = vi.fn();
    render(<MoveButtons name="Intro call" index={1} count={3} onMove={onMove} />);
    fireEvent.click(button('Move Intro call up'));
    fireEvent.click(button('Move Intro call down'));
    expect(onMove.mock.calls).toEqual([[0], [2]]);
  });

  it.each([
    { index: 0, off: 'up', on: 'down' },
    { index: 2, off: 'down', on: 'up' },
  ])('item $index of 3 cannot go $off', ({ index, off, on }) => {
    render(<MoveButtons name="it" index={index} count={3} onMove={() => {}} />);
    expect(button(`Move it ${off}`).disabled).toBe(true);
    expect(button(`Move it ${on}`).disabled).toBe(false);
  });
});
