import { describe, expect, it } from 'vitest';
import { TestClient, demo } from '../../test/client';

describe('GET /api/auth/session?optional=1 (the SPA probe)', () => {
  it('answers 200 with null when signed out, the session when signed in; without the flag signed out is still 401', async () => {
    const anonymous = new TestClient();
    const probe = await anonymous.json('GET', '/api/auth/session?optional=1');
    expect(probe).toEqual({ status: 200, body: { data: null } });
    expect(anonymous.cookies.has('rw_csrf')).toBe(true);
    expect((await anonymous.get('/api/auth/session')).status).toBe(401);

    const { user } = await demo();
    expect((await user.json('GET', '/api/auth/session?optional=1')).body.data.user.email).toBe('ursula@acme.test');
    expect((await user.get('/api/auth/session?optional=yes')).status).toBe(422);
  });
});
