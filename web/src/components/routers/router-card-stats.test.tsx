import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FileInput } from 'lucide-react';
import { RouterCardFacts, RouterCardStats } from './router-card-stats';

afterEach(cleanup);

/** Each figure as a sighted user reads it: the label, then the number under it. */
const figures = () => screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('RouterCardStats', () => {
  // Each row: a figure's label, the count it is given, and the number a user sees.
  it.each<[string, [string, number, string][]]>([
    [
      'three figures (inbound router)',
      [
        ['Prospects assigned', 1204, '1,204'],
        ['Processed', 1310, '1,310'],
        ['Meetings booked', 87, '87'],
      ],
    ],
    [
      'four figures with zero and millions (campaign router)',
      [
        ['Leads', 1_250_000, '1,250,000'],
        ['Assigned', 0, '0'],
        ['Booked', 7, '7'],
        ["Didn't book", 5, '5'],
      ],
    ],
  ])('shows %s in order, each number after its label, for the last 28 days', (_, rows) => {
    render(<RouterCardStats stats={rows.map(([label, value]) => ({ label, value }))} />);
    expect(figures()).toEqual(rows.map(([label, , shown]) => [label, shown]));
    // Every figure is a term/definition pair of one list, one column each.
    expect(screen.getAllByRole('definition')).toHaveLength(rows.length);
    expect(screen.getByText('Last 28 days')).toBeTruthy();
  });
});

describe('RouterCardFacts', () => {
  it('names each fact for screen readers and shows its value, with or without an icon', () => {
    const { container } = render(
      <RouterCardFacts
        facts={[
          { icon: FileInput, label: 'Form', value: 'Contact sales · HubSpot' },
          { label: 'CRM records', value: 'Create and update leads' },
        ]}
      />,
    );
    expect(figures()).toEqual([
      ['Form', 'Contact sales · HubSpot'],
      ['CRM records', 'Create and update leads'],
    ]);
    expect(screen.getByText('Form').className).toContain('sr-only');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
