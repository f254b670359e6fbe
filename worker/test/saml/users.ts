/** The test SAML identity provider (worker/test/saml/idp.ts), reached through the outbound service like a vendor fake. */
export const SAML_IDP_HOST = 'saml-idp.test';
export const SAML_IDP_ORIGIN = `http://${SAML_IDP_HOST}`;
export const SAML_IDP_ENTITY_ID = `${SAML_IDP_ORIGIN}/metadata`;
export const SAML_IDP_METADATA_URL = `${SAML_IDP_ORIGIN}/metadata`;
/** POST { mode, login } here (test only): the provider's next response for that login is tampered with as an attacker would. */
export const SAML_IDP_TAMPER_PATH = '/__tamper';
export type SamlTamper =
  | 'unsigned'
  | 'forged'
  | 'wrong-audience'
  | 'wrong-destination'
  | 'wrong-recipient'
  | 'expired'
  | 'not-yet-valid'
  | 'skewed'
  | 'wrong-in-response-to'
  | 'wrapped'
  | 'response-signed'
  | 'response-signed-wrapped'
  | 'comment-in-nameid';
