CREATE TABLE `availabilities` (
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`account_id` text NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`owner_kind`, `owner_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `availabilities_account_idx` ON `availabilities` (`account_id`);--> statement-breakpoint
CREATE TABLE `meeting_participants` (
	`meeting_id` text NOT NULL,
	`user_id` text NOT NULL,
	`account_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`meeting_id`, `user_id`),
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meeting_participants_busy_idx` ON `meeting_participants` (`user_id`,`active`,`start_at`);--> statement-breakpoint
CREATE TABLE `meeting_type_members` (
	`meeting_type_id` text NOT NULL,
	`user_id` text NOT NULL,
	`account_id` text NOT NULL,
	PRIMARY KEY(`meeting_type_id`, `user_id`),
	FOREIGN KEY (`meeting_type_id`) REFERENCES `meeting_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meeting_type_members_user_idx` ON `meeting_type_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `meeting_types` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`location_type` text NOT NULL,
	`video_tool` text,
	`custom_location` text DEFAULT '' NOT NULL,
	`calendar_title` text NOT NULL,
	`calendar_body` text NOT NULL,
	`greeting_text` text DEFAULT '' NOT NULL,
	`slot_time_format` text NOT NULL,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`slot_increment_minutes` integer NOT NULL,
	`earliest_slot_minutes` integer NOT NULL,
	`booking_window_days` integer NOT NULL,
	`booking_window_kind` text NOT NULL,
	`day_visibility` text NOT NULL,
	`availability_source` text NOT NULL,
	`team_id` text,
	`event_dates` text DEFAULT '[]' NOT NULL,
	`layout` text NOT NULL,
	`color` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`invite_subject` text NOT NULL,
	`invite_body` text NOT NULL,
	`reminder_enabled` integer NOT NULL,
	`reminder_minutes_before` integer NOT NULL,
	`reminder_subject` text DEFAULT '' NOT NULL,
	`reminder_body` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meeting_types_account_idx` ON `meeting_types` (`account_id`);--> statement-breakpoint
CREATE TABLE `meetings` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`meeting_type_id` text,
	`host_user_id` text NOT NULL,
	`title` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`meeting_type_id`) REFERENCES `meeting_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`host_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meetings_account_start_idx` ON `meetings` (`account_id`,`start_at`);