import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TitledCard } from './card';

afterEach(cleanup);

describe('TitledCard', () => {
  it('heads its content with the title and, where given, the line under it', () => {
    render(
      <TitledCard title="Recent changes" description="Kept in the audit log." titleClassName="text-base" contentClassName="grid gap-3">
        <p>Nothing yet.</p>
      </TitledCard>,
    );
    const title = screen.getByRole('heading', { level: 3, name: 'Recent changes' });
    expect(title.className).toContain('text-base');
    expect(screen.getByText('Kept in the audit log.')).toBeTruthy();
    expect(screen.getByText('Nothing yet.').parentElement?.className).toContain('grid gap-3');
  });

  it('leaves the line out when there is no description', () => {
    const { container } = render(<TitledCard title="Funnel">body</TitledCard>);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
