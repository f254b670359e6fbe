-- Intercom routings are routing sessions of kind 'intercom' (issue 25); the notification claim links to its session.
ALTER TABLE `intercom_routings` ADD `session_id` text;
--> statement-breakpoint
-- Object routers can tell the new owner in Slack (issue 25, "notify the new owner (e-mail, Slack)").
ALTER TABLE `object_routers` ADD `notify_slack` integer DEFAULT false NOT NULL;
