import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FigureTiles } from './figure-tiles';

afterEach(cleanup);

describe('FigureTiles', () => {
  it('lists each figure as a term and its value, numbers in the locale and words as given, one column each', () => {
    const { container } = render(
      <FigureTiles
        figures={[
          ['Prospects', 12345],
          ['Agreement rate', '97.5%'],
          ['Held', 0],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Prospects', 'Agreement rate', 'Held']);
    expect(values).toEqual([(12345).toLocaleString(), '97.5%', '0']);
    expect(container.querySelector('dl')?.className).toContain('sm:grid-cols-3');
  });
});
