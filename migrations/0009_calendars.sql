CREATE TABLE `member_calendars` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`provider` text NOT NULL,
	`external_id` text NOT NULL,
	`name` text NOT NULL,
	`color` text,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`can_write` integer DEFAULT false NOT NULL,
	`check_conflicts` integer DEFAULT false NOT NULL,
	`write_to` integer DEFAULT false NOT NULL,
	`sync_state` text DEFAULT 'cold' NOT NULL,
	`sync_token` text,
	`cache_from` integer,
	`cache_to` integer,
	`synced_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_calendars_external_uq` ON `member_calendars` (`integration_id`,`external_id`);--> statement-breakpoint
CREATE INDEX `member_calendars_user_idx` ON `member_calendars` (`account_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `calendar_busy` (
	`calendar_id` text NOT NULL,
	`event_id` text NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`meeting_id` text,
	PRIMARY KEY(`calendar_id`, `event_id`),
	FOREIGN KEY (`calendar_id`) REFERENCES `member_calendars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_busy_user_idx` ON `calendar_busy` (`account_id`,`user_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `calendar_channels` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`calendar_id` text NOT NULL,
	`provider` text NOT NULL,
	`resource_id` text DEFAULT '' NOT NULL,
	`token` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`calendar_id`) REFERENCES `member_calendars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_channels_expiry_idx` ON `calendar_channels` (`expires_at`);--> statement-breakpoint
CREATE INDEX `calendar_channels_calendar_idx` ON `calendar_channels` (`calendar_id`);--> statement-breakpoint
CREATE TABLE `meeting_calendar_events` (
	`meeting_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`calendar_id` text NOT NULL,
	`provider` text NOT NULL,
	`external_id` text,
	`etag` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`last_error` text,
	`join_url` text,
	`attendees` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meeting_calendar_events_account_idx` ON `meeting_calendar_events` (`account_id`,`integration_id`);
