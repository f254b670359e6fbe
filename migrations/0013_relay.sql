CREATE TABLE `relay_routers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`team_id` text NOT NULL,
	`meeting_type_id` text NOT NULL,
	`form_id` text NOT NULL,
	`handover_enabled` integer DEFAULT true NOT NULL,
	`matching_rule_ids` text DEFAULT '[]' NOT NULL,
	`distribution_pod_ids` text DEFAULT '[]' NOT NULL,
	`fallback_pod_id` text NOT NULL,
	`round_robin` text NOT NULL,
	`booker_user_ids` text DEFAULT '[]' NOT NULL,
	`organizer` text DEFAULT 'assignee' NOT NULL,
	`crm_mapping` text NOT NULL,
	`flags` text NOT NULL,
	`default_guests` text DEFAULT '[]' NOT NULL,
	`redirects` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `relay_routers_account_idx` ON `relay_routers` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `relay_links` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`relay_id` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`pod_id` text,
	`prospect_name` text,
	`prospect_email` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `relay_links_account_idx` ON `relay_links` (`account_id`,`relay_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `relay_links_user_idx` ON `relay_links` (`relay_id`,`user_id`) WHERE `kind` = 'relay' AND `deleted_at` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `relay_links_pod_idx` ON `relay_links` (`relay_id`,`pod_id`) WHERE `kind` = 'pod' AND `deleted_at` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `relay_links_dedicated_idx` ON `relay_links` (`relay_id`,`prospect_email`) WHERE `kind` = 'dedicated' AND `deleted_at` IS NULL;--> statement-breakpoint
CREATE TABLE `relay_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`preferred_relay_id` text,
	`timezone` text,
	`scheduler_view` text DEFAULT 'quick_slots' NOT NULL,
	`week_view` text DEFAULT 'work_week' NOT NULL,
	`assignee_choice` text DEFAULT 'suggested' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `slot_holds` (
	`session_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`block_start` integer NOT NULL,
	`block_end` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `slot_holds_user_idx` ON `slot_holds` (`user_id`,`block_start`);--> statement-breakpoint
CREATE TRIGGER `meeting_participants_respect_holds_insert`
BEFORE INSERT ON `meeting_participants`
WHEN NEW.`active` = 1 AND EXISTS (
  SELECT 1 FROM `slot_holds` h
  WHERE h.`user_id` = NEW.`user_id`
    AND h.`block_start` < NEW.`block_end` AND h.`block_end` > NEW.`block_start`
    AND h.`expires_at` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
)
BEGIN
  SELECT RAISE(ABORT, 'slot_taken');
END;
--> statement-breakpoint
CREATE TRIGGER `meeting_participants_respect_holds_update`
BEFORE UPDATE OF `block_start`, `block_end`, `active`, `user_id` ON `meeting_participants`
WHEN NEW.`active` = 1 AND EXISTS (
  SELECT 1 FROM `slot_holds` h
  WHERE h.`user_id` = NEW.`user_id`
    AND h.`block_start` < NEW.`block_end` AND h.`block_end` > NEW.`block_start`
    AND h.`expires_at` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
)
BEGIN
  SELECT RAISE(ABORT, 'slot_taken');
END;
--> statement-breakpoint
CREATE TRIGGER `booking_claims_release_hold`
AFTER INSERT ON `booking_claims`
WHEN NEW.`kind` = 'routing_session'
BEGIN
  DELETE FROM `slot_holds` WHERE `session_id` = NEW.`subject_id`;
END;
