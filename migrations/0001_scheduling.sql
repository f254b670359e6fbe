CREATE TABLE `home_pages` (
	`user_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`greeting` text NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`profile_links` text DEFAULT '[]' NOT NULL,
	`link_ids` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `meeting_link_members` (
	`link_id` text NOT NULL,
	`user_id` text NOT NULL,
	`account_id` text NOT NULL,
	PRIMARY KEY(`link_id`, `user_id`),
	FOREIGN KEY (`link_id`) REFERENCES `meeting_links`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `meeting_links` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`owner_user_id` text NOT NULL,
	`group_mode` text,
	`meeting_type_id` text NOT NULL,
	`questions` text DEFAULT '[]' NOT NULL,
	`appearance` text NOT NULL,
	`redirect_url` text,
	`meta_title` text,
	`meta_description` text,
	`meta_image` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`meeting_type_id`) REFERENCES `meeting_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_links_slug_idx` ON `meeting_links` (`slug`);--> statement-breakpoint
CREATE INDEX `meeting_links_account_idx` ON `meeting_links` (`account_id`,`owner_user_id`);--> statement-breakpoint
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
	`block_start` integer NOT NULL,
	`block_end` integer NOT NULL,
	`role` text DEFAULT 'host' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`meeting_id`, `user_id`),
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meeting_participants_busy_idx` ON `meeting_participants` (`user_id`,`active`,`block_start`);--> statement-breakpoint
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
	`source` text DEFAULT 'meeting_link' NOT NULL,
	`link_id` text,
	`owner_user_id` text,
	`prospect_name` text DEFAULT '' NOT NULL,
	`prospect_email` text DEFAULT '' NOT NULL,
	`prospect_timezone` text DEFAULT 'UTC' NOT NULL,
	`answers` text DEFAULT '[]' NOT NULL,
	`guests` text DEFAULT '[]' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`ics_uid` text DEFAULT '' NOT NULL,
	`ics_sequence` integer DEFAULT 0 NOT NULL,
	`manage_token_hash` text,
	`cancellation_reason` text,
	`cancelled_at` integer,
	`reminder_sent_at` integer,
	`booked_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`meeting_type_id`) REFERENCES `meeting_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`host_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meetings_account_start_idx` ON `meetings` (`account_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `meetings_reminder_idx` ON `meetings` (`status`,`reminder_sent_at`,`start_at`);--> statement-breakpoint
-- No double booking, by design: a user's active blocks (meetings widened by their buffers) never
-- overlap. D1 runs a batch as one transaction and serializes writes, so this check and the insert are
-- atomic; RAISE(ABORT) rolls the whole booking batch back.
CREATE TRIGGER `meeting_participants_no_overlap_insert`
BEFORE INSERT ON `meeting_participants`
WHEN NEW.`active` = 1 AND EXISTS (
  SELECT 1 FROM `meeting_participants` p
  WHERE p.`user_id` = NEW.`user_id` AND p.`active` = 1
    AND p.`block_start` < NEW.`block_end` AND p.`block_end` > NEW.`block_start`
)
BEGIN
  SELECT RAISE(ABORT, 'slot_taken');
END;
--> statement-breakpoint
CREATE TRIGGER `meeting_participants_no_overlap_update`
BEFORE UPDATE OF `active`, `block_start`, `block_end` ON `meeting_participants`
WHEN NEW.`active` = 1 AND EXISTS (
  SELECT 1 FROM `meeting_participants` p
  WHERE p.`user_id` = NEW.`user_id` AND p.`active` = 1 AND p.`meeting_id` <> NEW.`meeting_id`
    AND p.`block_start` < NEW.`block_end` AND p.`block_end` > NEW.`block_start`
)
BEGIN
  SELECT RAISE(ABORT, 'slot_taken');
END;
