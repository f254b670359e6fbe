-- Single sign-on with OpenID Connect (issue 26): one identity provider per organization. The client secret is
-- sealed with the integration vault (worker/lib/vault.ts), never stored in clear.
CREATE TABLE `sso_connections` (
	`account_id` text PRIMARY KEY NOT NULL,
	`issuer` text NOT NULL,
	`client_id` text NOT NULL,
	`client_secret` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- The e-mail domains that send a sign-in to an organization's identity provider: a domain belongs to one
-- organization only (the primary key), so "Sign in with SSO" finds the provider from the address alone.
CREATE TABLE `sso_domains` (
	`domain` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sso_domains_account_idx` ON `sso_domains` (`account_id`);
