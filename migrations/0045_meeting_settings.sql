-- Meeting settings (issue 27, /settings/meeting/*): one row per organization. Auto-redirection: after a booking
-- with a redirect URL, the confirmation either counts down `redirect_seconds` (the prospect can pause) and then
-- leaves, or stays on the page with a link to continue. No row reads as the countdown of 10 s pages had before.
-- Custom code: the organization's own HTML and scripts (an analytics tag) for its booking pages, run there in a
-- sandboxed frame; null when none.
CREATE TABLE `meeting_settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`redirect_mode` text DEFAULT 'countdown' NOT NULL,
	`redirect_seconds` integer DEFAULT 10 NOT NULL,
	`custom_code` text,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
