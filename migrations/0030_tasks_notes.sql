CREATE TABLE `notes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`description` text NOT NULL,
	`author_user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notes_subject_idx` ON `notes` (`account_id`,`subject_type`,`subject_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`type` text DEFAULT 'to_do' NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`assignee_user_id` text NOT NULL,
	`deadline` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`completed_at` integer,
	`note_id` text,
	`source_key` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tasks_subject_idx` ON `tasks` (`account_id`,`subject_type`,`subject_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tasks_assignee_idx` ON `tasks` (`account_id`,`assignee_user_id`,`status`,`deadline`);--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_source_key_idx` ON `tasks` (`account_id`,`source_key`);
