-- SCIM 2.0 provisioning (issue 26): one bearer token per organization, stored as its SHA-256 only.
CREATE TABLE `scim_tokens` (
	`account_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scim_tokens_hash_idx` ON `scim_tokens` (`token_hash`);
--> statement-breakpoint
-- The identity provider's own id of a provisioned member or team (SCIM externalId), returned on every read.
CREATE TABLE `scim_external_ids` (
	`resource_type` text NOT NULL,
	`resource_id` text NOT NULL,
	`account_id` text NOT NULL,
	`external_id` text NOT NULL,
	PRIMARY KEY(`resource_type`, `resource_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `scim_external_ids_account_idx` ON `scim_external_ids` (`account_id`,`resource_type`,`external_id`);
