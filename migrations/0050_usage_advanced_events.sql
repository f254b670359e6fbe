-- Core and advanced activation events (issue 28; spec section 3, "Fields: core events, advanced events,
-- calculation period in days"). The existing event lists are the core events; each tab gains its advanced
-- events, which add points on top of the core share (worker/core/usage/score.ts).
ALTER TABLE `product_usage` ADD `account_advanced_events` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `product_usage` ADD `user_advanced_events` text DEFAULT '[]' NOT NULL;
