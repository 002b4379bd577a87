ALTER TABLE `language_session` ADD `auto_offer` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `session_request` ADD `link_key` text;--> statement-breakpoint
ALTER TABLE `session_request` ADD `first_approved_at` integer;--> statement-breakpoint
ALTER TABLE `session_request` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `session_request` ADD `offer_expires_at` integer;--> statement-breakpoint
ALTER TABLE `session_request` ADD `offer_lapsed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `session_request_link_key_unique` ON `session_request` (`link_key`);--> statement-breakpoint
CREATE INDEX `session_request_offer_expires_at_idx` ON `session_request` (`offer_expires_at`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `offer_window_hours` integer;--> statement-breakpoint
-- Every request has its own link from now on; those made before get theirs here (worker/spots/link.ts).
UPDATE `session_request` SET `link_key` = lower(hex(randomblob(20))) WHERE `link_key` IS NULL;--> statement-breakpoint
-- Until now an approval was the one thing that set the calendar token: a request with one was approved before.
UPDATE `session_request` SET `first_approved_at` = `updated_at` WHERE `access_token_hash` IS NOT NULL;--> statement-breakpoint
-- Until now only admins could cancel.
UPDATE `session_request` SET `cancelled_by` = 'admin' WHERE `status` = 'cancelled';
