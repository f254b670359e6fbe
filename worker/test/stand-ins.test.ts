import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StandInsDto } from '../contracts/stand-ins';

describe('GET /api/dev/stand-ins', () => {
  it('lists the integrations served by local stand-ins with their tool names, on a local run', async () => {
    const res = await SELF.fetch('http://127.0.0.1:8787/api/dev/stand-ins');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as StandInsDto;
    // The test worker has no vendor app configured: every vendor is its fake (the outbound service).
    expect(data).toContainEqual({ provider: 'google_calendar', tool: 'Google Calendar', vendor: 'Google' });
    expect(data).toContainEqual({ provider: 'hubspot', tool: 'HubSpot', vendor: 'HubSpot' });
    expect(data).toContainEqual({ provider: 'zoom', tool: 'Zoom', vendor: 'Zoom' });
    expect(data).toContainEqual({ provider: 'slack', tool: 'Slack', vendor: 'Slack' });
  });

  it('is closed (404) when the server is not reached on a loopback address', async () => {
    expect((await SELF.fetch('https://routewise.example.com/api/dev/stand-ins')).status).toBe(404);
  });
});
