CREATE TABLE `newsletter_campaign_event` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`event` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaign`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_campaign_event_campaign_idx` ON `newsletter_campaign_event` (`campaign_id`,`event`);--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `status` text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `audience` text;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `scheduled_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `finished_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_campaign` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `newsletter_campaign_status_idx` ON `newsletter_campaign` (`status`,`scheduled_at`);--> statement-breakpoint
-- Campaigns before drafts were sent the moment they were made: sending until every email has left.
UPDATE `newsletter_campaign` SET `status` = CASE
  WHEN `queued_at` IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM `email_outbox` WHERE `email_outbox`.`campaign_id` = `newsletter_campaign`.`id` AND `email_outbox`.`status` IN ('pending', 'sending')
  ) THEN 'sent' ELSE 'sending' END, `started_at` = `created_at`;
