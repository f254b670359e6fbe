import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntegrationStatusBadge } from './integration-status-badge';

afterEach(cleanup);

describe('IntegrationStatusBadge', () => {
  it.each([
    ['no connection', null, 'Not connected', 'text-foreground'],
    ['connected', 'connected', 'Connected', 'bg-green-100'],
    ['expired, in the spec wording', 'expired', 'Expired - reauthorize', 'bg-red-100'],
    ['partially connected', 'partially_connected', 'Partially connected', 'bg-amber-100'],
    ['a status this app does not know (a plain string from the CRM catalog)', 'paused', 'paused', 'bg-secondary'],
    ['a key of Object.prototype, not a status', 'toString', 'toString', 'bg-secondary'],
  ])('%s', (_what, status, text, tone) => {
    render(<IntegrationStatusBadge status={status} />);
    expect(screen.getByText(text).className).toContain(tone);
  });
});
