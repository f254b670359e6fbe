-- Meeting window (issue 27, /settings/meeting/meeting-window): the organization's default earliest slot
-- (minimum notice, minutes) and booking window (days ahead). A meeting type with `window_from_org` uses
-- them instead of its own: saving the defaults rewrites those types' two columns in the same batch, and
-- saving such a type copies the current defaults in the same statement, so the slot engine and every
-- booking path keep reading the type's own columns. Existing types keep their own values.
ALTER TABLE `meeting_settings` ADD `earliest_slot_minutes` integer DEFAULT 60 NOT NULL;
--> statement-breakpoint
ALTER TABLE `meeting_settings` ADD `booking_window_days` integer DEFAULT 14 NOT NULL;
--> statement-breakpoint
ALTER TABLE `meeting_types` ADD `window_from_org` integer DEFAULT false NOT NULL;
