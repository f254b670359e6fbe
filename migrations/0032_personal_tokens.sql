-- Personal access tokens (issue 30, "An MCP server"): a member's read-only credential for /mcp. Only a SHA-256
-- of the token is stored; the prefix is what the profile shows to tell tokens apart.
CREATE TABLE `personal_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `personal_tokens_hash_idx` ON `personal_tokens` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `personal_tokens_user_idx` ON `personal_tokens` (`account_id`,`user_id`);
