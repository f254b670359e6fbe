-- Single sign-on with SAML 2.0 (issue 26), the second protocol of the organization's SSO setting: an organization
-- signs in through OpenID Connect (sso_connections) or SAML (this table), never both. The identity provider comes
-- from its metadata: entity ID, HTTP-Redirect sign-on URL and signing certificates (JSON array of PEM; public).
-- `status` is 'processing' until an Admin's test sign-in succeeds ('verified'); only then can SSO be turned on.
CREATE TABLE `saml_connections` (
	`account_id` text PRIMARY KEY NOT NULL,
	`idp_entity_id` text NOT NULL,
	`idp_sso_url` text NOT NULL,
	`idp_certificates` text NOT NULL,
	`metadata_url` text,
	`default_role` text DEFAULT 'regular' NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`verified_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- The AuthnRequests the service provider issued: a response's InResponseTo must name one of the same organization,
-- once, before it expires. `test_by` is the Admin running "Test sign-in"; `relay_state` the same-origin path to open.
CREATE TABLE `saml_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`relay_state` text,
	`test_by` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
-- Assertion IDs already used, kept until the assertion expires, so a captured response cannot be posted again.
CREATE TABLE `saml_assertions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `saml_requests_expires_idx` ON `saml_requests` (`expires_at`);
--> statement-breakpoint
CREATE INDEX `saml_assertions_expires_idx` ON `saml_assertions` (`expires_at`);
