-- Login and SSO settings per organization (issue 26, "Login methods"): the enabled sign-in methods, how long a
-- session lives from sign-in and how long it may sit idle. No row means the defaults (password, 14 days, no idle limit).
CREATE TABLE `security_settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`login_methods` text DEFAULT '["password"]' NOT NULL,
	`session_length_hours` integer DEFAULT 336 NOT NULL,
	`idle_timeout_minutes` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Each session carries its organization's idle limit (copied when it starts and whenever the admin changes it)
-- and when it was last used, so resolving a session reads one row.
ALTER TABLE `sessions` ADD `idle_timeout_ms` integer;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;
