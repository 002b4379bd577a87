ALTER TABLE `newsletter_campaign` ADD `content_digest` text;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `last_subscriber_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `queued_through_subscriber_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `queued_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_campaign_content_digest_unique` ON `newsletter_campaign` (`content_digest`);--> statement-breakpoint
CREATE INDEX `email_outbox_campaign_idx` ON `email_outbox` (`campaign_id`,`status`);--> statement-breakpoint
-- Campaigns sent before this migration queued every recipient in the admin's request.
UPDATE `newsletter_campaign` SET `queued_at` = `created_at` WHERE `queued_at` IS NULL;
