CREATE TABLE `meeting_crm_writes` (
	`meeting_id` text NOT NULL,
	`crm` text NOT NULL,
	`account_id` text NOT NULL,
	`label` text NOT NULL,
	`status` text NOT NULL,
	`detail` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`meeting_id`, `crm`)
);
--> statement-breakpoint
CREATE INDEX `meeting_crm_writes_account_idx` ON `meeting_crm_writes` (`account_id`,`meeting_id`);
