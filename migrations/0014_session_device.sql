ALTER TABLE `auth_session` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `auth_session` ADD `last_seen_at` integer;