-- Product usage (issue 28): events from Segment, Mixpanel and the product's own signed endpoint, counted
-- per day and scored per user (contact, by e-mail) and per account (by registrable domain).
CREATE TABLE `product_usage` (
	`account_id` text PRIMARY KEY NOT NULL REFERENCES `accounts`(`id`),
	`account_events` text DEFAULT '[]' NOT NULL,
	`account_period_days` integer DEFAULT 14 NOT NULL,
	`user_events` text DEFAULT '[]' NOT NULL,
	`user_period_days` integer DEFAULT 14 NOT NULL,
	`segment_key_hash` text,
	`segment_key_hint` text,
	`http_secret` text,
	`http_secret_hint` text,
	`mixpanel_imported_at` integer,
	`rescored_day` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_usage_segment_key_idx` ON `product_usage` (`segment_key_hash`);
--> statement-breakpoint
-- One row per event and source id: a repeated id (Segment's messageId, Mixpanel's $insert_id) is ignored.
CREATE TABLE `usage_events` (
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`source` text NOT NULL,
	`event_id` text NOT NULL,
	`name` text NOT NULL,
	`user_email` text,
	`account_domain` text,
	`day` integer NOT NULL,
	`occurred_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY (`account_id`, `source`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `usage_events_email_idx` ON `usage_events` (`account_id`,`user_email`,`occurred_at`);
--> statement-breakpoint
CREATE INDEX `usage_events_domain_idx` ON `usage_events` (`account_id`,`account_domain`,`occurred_at`);
--> statement-breakpoint
-- Events per subject, name and day in the organization's timezone: what a score reads.
CREATE TABLE `usage_daily` (
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`name` text NOT NULL,
	`day` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY (`account_id`, `kind`, `subject`, `day`, `name`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A subject's score; `basis` counts its stored events, so a score computed from older counts never
-- replaces one computed from newer ones.
CREATE TABLE `usage_scores` (
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`score` integer,
	`level` text DEFAULT 'not_applicable' NOT NULL,
	`basis` integer DEFAULT 0 NOT NULL,
	`scored_at` integer,
	PRIMARY KEY (`account_id`, `kind`, `subject`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Exactly once per event: the counts move only when an event row is really inserted, in the same
-- transaction; a duplicate id inserts nothing and so counts nothing.
CREATE TRIGGER `usage_events_count`
AFTER INSERT ON `usage_events`
BEGIN
  INSERT INTO `usage_daily` (`account_id`, `kind`, `subject`, `name`, `day`, `count`)
    SELECT NEW.`account_id`, 'user', NEW.`user_email`, NEW.`name`, NEW.`day`, 1 WHERE NEW.`user_email` IS NOT NULL
    ON CONFLICT DO UPDATE SET `count` = `count` + 1;
  INSERT INTO `usage_daily` (`account_id`, `kind`, `subject`, `name`, `day`, `count`)
    SELECT NEW.`account_id`, 'account', NEW.`account_domain`, NEW.`name`, NEW.`day`, 1 WHERE NEW.`account_domain` IS NOT NULL
    ON CONFLICT DO UPDATE SET `count` = `count` + 1;
  INSERT INTO `usage_scores` (`account_id`, `kind`, `subject`, `basis`)
    SELECT NEW.`account_id`, 'user', NEW.`user_email`, 1 WHERE NEW.`user_email` IS NOT NULL
    ON CONFLICT DO UPDATE SET `basis` = `basis` + 1;
  INSERT INTO `usage_scores` (`account_id`, `kind`, `subject`, `basis`)
    SELECT NEW.`account_id`, 'account', NEW.`account_domain`, 1 WHERE NEW.`account_domain` IS NOT NULL
    ON CONFLICT DO UPDATE SET `basis` = `basis` + 1;
END;
--> statement-breakpoint
-- Segment maps its userId to an e-mail with identify calls; later track calls carry only the userId.
CREATE TABLE `usage_identities` (
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY (`account_id`, `user_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The score as the lists, segments and routing read it, copied onto the CRM record it belongs to.
ALTER TABLE `crm_records` ADD `usage_score` integer;
--> statement-breakpoint
ALTER TABLE `crm_records` ADD `usage_level` text;
--> statement-breakpoint
CREATE INDEX `crm_usage_score_idx` ON `crm_records` (`account_id`,`module`,`usage_score`);
