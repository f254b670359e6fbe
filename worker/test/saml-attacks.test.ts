// SAML responses an attacker would send, each refused by the service provider, against the test IdP
// (samlify, worker/test/saml): unsigned, signed by another key, for another audience, destination or recipient,
// expired or not yet valid, answering a request we never issued, replayed, wrapped (XSW), a comment in the NameID.
import { describe, expect, it } from 'vitest';
import { SSO_FAILED, SSO_NOT_A_MEMBER } from '../contracts/sso';
import { TestClient } from './client';
import { idpInitiated, postToAcs, samlOrg, samlSignIn, signInAtIdp, tamperNextResponse } from './saml-kit';
import type { SamlTamper } from './saml/users';

describe('a tampered SAML response', () => {
  const refused: SamlTamper[] = [
    'unsigned',
    'forged',
    'wrong-audience',
    'wrong-destination',
    'wrong-recipient',
    'expired',
    'not-yet-valid',
    'wrong-in-response-to',
    'wrapped',
    'response-signed-wrapped',
  ];
  it.each(refused)('is refused when %s, and signs nobody in', async (mode) => {
    const o = await samlOrg();
    await tamperNextResponse(mode, o.member.email);
    const res = await samlSignIn(o.member.email);
    expect(res).toMatchObject({ status: 302, error: SSO_FAILED, signedIn: false });
  });

  it('is accepted when the IdP signs the whole Response instead of the assertion', async () => {
    const o = await samlOrg();
    await tamperNextResponse('response-signed', o.member.email);
    expect(await samlSignIn(o.member.email)).toMatchObject({ location: '/', signedIn: true });
  });

  it('is accepted when the IdP clock is ahead within the allowed skew', async () => {
    const o = await samlOrg();
    await tamperNextResponse('skewed', o.member.email);
    expect(await samlSignIn(o.member.email)).toMatchObject({ location: '/', signedIn: true });
  });

  it('reads the whole NameID when a comment splits it: the attacker does not become the member', async () => {
    const o = await samlOrg();
    const attacker = `${o.member.email}.evil.test`;
    await tamperNextResponse('comment-in-nameid', attacker);
    const res = await samlSignIn(o.member.email, attacker);
    expect(res).toMatchObject({ error: SSO_NOT_A_MEMBER(attacker), signedIn: false });
  });

  it('is refused when its assertion is posted a second time (replay), and a request is answered once', async () => {
    const o = await samlOrg();
    // IdP-initiated: no request to use up, so only the record of assertion IDs stops the second post.
    const unasked = await idpInitiated(o.accountId, o.member.email);
    expect(await postToAcs(unasked)).toMatchObject({ location: '/', signedIn: true });
    expect(await postToAcs(unasked)).toMatchObject({ error: SSO_FAILED, signedIn: false });
    const browser = new TestClient();
    const start = await browser.json('POST', '/api/auth/sso', { email: o.member.email });
    const form = await signInAtIdp(start.body.data.redirectUrl, o.member.email);
    expect(await postToAcs(form)).toMatchObject({ location: '/', signedIn: true });
    expect(await postToAcs(form)).toMatchObject({ error: SSO_FAILED, signedIn: false });
  });
});
