-- Team settings (issue 27, Settings -> Meeting, "Team settings" tab of form invites, meeting window and
-- auto-redirection): a team's own values for the meetings of meeting types that belong to it
-- (`meeting_types.team_id`). A NULL column follows the organization's value in `meeting_settings`; each
-- setting's columns are set or cleared together. A team's own window is copied into its types that follow
-- the window (`window_from_org`), as the organization's is into the others'. Deleting a team drops its row.
CREATE TABLE `team_meeting_settings` (
	`team_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`redirect_mode` text,
	`redirect_seconds` integer,
	`earliest_slot_minutes` integer,
	`booking_window_days` integer,
	`form_answers_in_invites` integer,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `team_meeting_settings_account_idx` ON `team_meeting_settings` (`account_id`);
