-- UTM parameters (issue 27, /settings/meeting/utm-params): each of the five UTM parameters may be mapped to
-- one CRM field key. When a prospect books, the UTM values that brought them are written to those fields
-- of their CRM record by the same delivery as the mapped answers (crm-mappings). No row: nothing is mapped.
CREATE TABLE `utm_mappings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`fields` text DEFAULT '{}' NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- The UTM values a booking came with: a meeting link's page URL (or the tab's landing page), a router
-- session's attribution. Existing meetings have none.
ALTER TABLE `meetings` ADD `utm` text DEFAULT '{}' NOT NULL;
