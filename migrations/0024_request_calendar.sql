ALTER TABLE `session_request` ADD `access_token_hash` text;--> statement-breakpoint
ALTER TABLE `session_request` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `session_request_access_token_hash_unique` ON `session_request` (`access_token_hash`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;
