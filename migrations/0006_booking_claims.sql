CREATE TABLE `booking_claims` (
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`meeting_id` text NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `subject_id`)
);
--> statement-breakpoint
CREATE TABLE `pod_turns` (
	`meeting_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pod_id` text NOT NULL,
	`member_id` text NOT NULL,
	`at` integer NOT NULL,
	`applied_at` integer
);
--> statement-breakpoint
CREATE INDEX `pod_turns_pending_idx` ON `pod_turns` (`applied_at`,`at`);--> statement-breakpoint
CREATE TRIGGER `booking_claims_routing_session_open`
BEFORE INSERT ON `booking_claims`
WHEN NEW.`kind` = 'routing_session' AND NOT EXISTS (
  SELECT 1 FROM `routing_sessions` s
  WHERE s.`id` = NEW.`subject_id` AND s.`account_id` = NEW.`account_id`
    AND s.`outcome` IN ('pending', 'not_booked') AND s.`redistributed_at` IS NULL
)
BEGIN
  SELECT RAISE(ABORT, 'session_ended');
END;
--> statement-breakpoint
CREATE TRIGGER `meetings_sequence_rises`
BEFORE UPDATE OF `ics_sequence` ON `meetings`
WHEN NEW.`ics_sequence` <= OLD.`ics_sequence`
BEGIN
  SELECT RAISE(ABORT, 'stale_sequence');
END;
