CREATE TABLE `index_now_ping` (
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`queued_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`retry_at` integer,
	PRIMARY KEY(`kind`, `record_id`)
);
--> statement-breakpoint
CREATE INDEX `index_now_ping_due_idx` ON `index_now_ping` (`retry_at`,`queued_at`);--> statement-breakpoint
-- What IndexNow is to be told of (written by hand: drizzle-kit writes no triggers, see
-- docs/indexnow-and-share-images.md). A session counts while published, before or after the
-- change, so a draft's edits queue nothing; a café while active. One row per record: a change
-- to one already queued is sent with it. Not `INSERT OR IGNORE`: fired by an upsert (how the back
-- office writes an occurrence's move), SQLite applies the outer statement's conflict handling to
-- the trigger's insert, and the move failed on the queue's primary key.
CREATE TRIGGER `index_now_session_after_insert` AFTER INSERT ON `language_session` WHEN new.`is_published` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', new.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_session_after_update` AFTER UPDATE ON `language_session` WHEN old.`is_published` = 1 OR new.`is_published` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', new.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_session_after_delete` AFTER DELETE ON `language_session` WHEN old.`is_published` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', old.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = old.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_cafe_after_insert` AFTER INSERT ON `cafe` WHEN new.`is_active` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'cafe', new.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'cafe' AND `record_id` = new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_cafe_after_update` AFTER UPDATE ON `cafe` WHEN old.`is_active` = 1 OR new.`is_active` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'cafe', new.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'cafe' AND `record_id` = new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_cafe_after_delete` AFTER DELETE ON `cafe` WHEN old.`is_active` = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'cafe', old.`id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'cafe' AND `record_id` = old.`id`);
END;
--> statement-breakpoint
-- A published session's occurrence skipped, moved or restored changes its page (its next dates).
CREATE TRIGGER `index_now_occurrence_after_insert` AFTER INSERT ON `session_occurrence_change`
  WHEN (SELECT `is_published` FROM `language_session` WHERE `id` = new.`session_id`) = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', new.`session_id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = new.`session_id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_occurrence_after_update` AFTER UPDATE ON `session_occurrence_change`
  WHEN (SELECT `is_published` FROM `language_session` WHERE `id` = new.`session_id`) = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', new.`session_id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = new.`session_id`);
END;--> statement-breakpoint
CREATE TRIGGER `index_now_occurrence_after_delete` AFTER DELETE ON `session_occurrence_change`
  WHEN (SELECT `is_published` FROM `language_session` WHERE `id` = old.`session_id`) = 1
BEGIN
  INSERT INTO `index_now_ping` (`kind`, `record_id`) SELECT 'session', old.`session_id`
    WHERE NOT EXISTS (SELECT 1 FROM `index_now_ping` WHERE `kind` = 'session' AND `record_id` = old.`session_id`);
END;
