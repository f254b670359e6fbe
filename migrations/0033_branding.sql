-- Branding (issue 27): an organization's theme and the meta info of its prospect-facing pages. No row means
-- the default theme; the logo stays on accounts.logo_url.
CREATE TABLE `brandings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`primary_color` text NOT NULL,
	`color_mode` text NOT NULL,
	`style` text NOT NULL,
	`submit_label` text NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`meta_image_url` text,
	`favicon_url` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
