CREATE TABLE `no_show_settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`wait_minutes` integer DEFAULT 30 NOT NULL,
	`enabled_at` integer,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `no_show_checks` (
	`meeting_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`outcome` text,
	`reasons` text DEFAULT '[]' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_at` integer NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`first_tried_at` integer,
	`checked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `no_show_checks_due_idx` ON `no_show_checks` (`state`,`next_at`);--> statement-breakpoint
CREATE INDEX `no_show_checks_account_idx` ON `no_show_checks` (`account_id`,`meeting_id`);
