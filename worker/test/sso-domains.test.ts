// An e-mail domain sends "Sign in with SSO" to one organization's provider: two organizations claiming the
// same domain at once get one 200 and one 409, never a 500, and the loser's setup is not half saved.
import { describe, expect, it } from 'vitest';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_ISSUER } from './oidc/users';
import { addOrg, signIn } from './client';
import { SSO } from './sso-kit';

describe('SSO e-mail domains', () => {
  it('two organizations claiming one domain at once: exactly one wins, the other answers 409 naming it', async () => {
    const shared = `shared-${crypto.randomUUID().slice(0, 8)}.test`;
    const orgs = await Promise.all([addOrg(), addOrg()]);
    const admins = await Promise.all(orgs.map((o) => signIn(o.admin.email)));
    const answers = await Promise.all(
      admins.map((admin, i) =>
        admin.json('PUT', SSO, {
          issuer: IDP_ISSUER,
          clientId: IDP_CLIENT_ID,
          clientSecret: IDP_CLIENT_SECRET,
          domains: [orgs[i].domain, shared],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.findIndex((a) => a.status === 409);
    expect(answers[lost].body.errors[0]).toMatchObject({ code: 'domain_taken', source: { pointer: '/domains/1' } });
    expect((await admins[lost].json('GET', SSO)).body.data).toMatchObject({ configured: false, domains: [] });
    expect((await admins[1 - lost].json('GET', SSO)).body.data.domains).toContain(shared);
  });
});
