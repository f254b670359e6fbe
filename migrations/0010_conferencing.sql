CREATE TABLE `meeting_conferences` (
	`meeting_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider` text NOT NULL,
	`integration_id` text,
	`host_user_id` text NOT NULL,
	`external_id` text,
	`join_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`start_at` integer,
	`end_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`invite_held` integer DEFAULT false NOT NULL,
	`invite_released_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meeting_conferences_account_idx` ON `meeting_conferences` (`account_id`,`integration_id`);--> statement-breakpoint
CREATE INDEX `meeting_conferences_held_idx` ON `meeting_conferences` (`invite_held`,`invite_released_at`,`created_at`);
