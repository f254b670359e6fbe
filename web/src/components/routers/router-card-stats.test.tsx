import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FileInput } from 'lucide-react';
import { RouterCardFacts, RouterCardStats, type RouterCardStat } from './router-card-stats';

afterEach(cleanup);

/** Each figure as a sighted user reads it: the label, then the number under it. */
const figures = () => screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('RouterCardStats', () => {
  it.each<{ name: string; stats: RouterCardStat[]; shown: [string, string][] }>([
    {
      name: 'three figures (inbound router)',
      stats: [
        { label: 'Prospects assigned', value: 1204 },
        { label: 'Processed', value: 1310 },
        { label: 'Meetings booked', value: 87 },
      ],
      shown: [
        ['Prospects assigned', '1,204'],
        ['Processed', '1,310'],
        ['Meetings booked', '87'],
      ],
    },
    {
      name: 'four figures with zero and millions (campaign router)',
      stats: [
        { label: 'Leads', value: 1_250_000 },
        { label: 'Assigned', value: 0 },
        { label: 'Booked', value: 7 },
        { label: "Didn't book", value: 5 },
      ],
      shown: [
        ['Leads', '1,250,000'],
        ['Assigned', '0'],
        ['Booked', '7'],
        ["Didn't book", '5'],
      ],
    },
  ])('shows $name in order, each number after its label, for the last 28 days', ({ stats, shown }) => {
    render(<RouterCardStats stats={stats} />);
    expect(figures()).toEqual(shown);
    // Every figure is a term/definition pair of one list, one column each.
    expect(screen.getAllByRole('definition')).toHaveLength(stats.length);
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
