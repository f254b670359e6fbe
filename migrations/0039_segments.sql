-- Segments (issue 28, spec section 5 "Segments are global or personal"): saved filters over the accounts or contacts list.
CREATE TABLE `segments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`module` text NOT NULL,
	`name` text NOT NULL,
	`scope` text NOT NULL,
	`created_by` text NOT NULL,
	`match` text DEFAULT 'all' NOT NULL,
	`conditions` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `segments_account_idx` ON `segments` (`account_id`,`module`,`scope`,`created_by`);
--> statement-breakpoint
-- The activity stream finds a CRM account's meetings and routing sessions by the prospect's e-mail domain (an
-- expression index; queries repeat the expression exactly) and a contact's by e-mail.
CREATE INDEX `meetings_prospect_email_idx` ON `meetings` (`account_id`,`prospect_email`,`created_at`);
--> statement-breakpoint
CREATE INDEX `meetings_prospect_domain_idx` ON `meetings` (`account_id`,lower(substr(`prospect_email`, instr(`prospect_email`, '@') + 1)),`created_at`);
--> statement-breakpoint
CREATE INDEX `routing_sessions_prospect_email_idx` ON `routing_sessions` (`account_id`,`prospect_email`,`created_at`);
--> statement-breakpoint
CREATE INDEX `routing_sessions_prospect_domain_idx` ON `routing_sessions` (`account_id`,lower(substr(`prospect_email`, instr(`prospect_email`, '@') + 1)),`created_at`);
--> statement-breakpoint
-- A signal's firing remembers whose event it was, so the account's and contact's streams can show it.
ALTER TABLE `signal_firings` ADD `subject_email` text;
--> statement-breakpoint
ALTER TABLE `signal_firings` ADD `subject_domain` text;
--> statement-breakpoint
CREATE INDEX `signal_firings_email_idx` ON `signal_firings` (`account_id`,`subject_email`,`at`);
--> statement-breakpoint
CREATE INDEX `signal_firings_domain_idx` ON `signal_firings` (`account_id`,`subject_domain`,`at`);
