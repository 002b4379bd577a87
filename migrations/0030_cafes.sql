CREATE TABLE `cafe` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`city` text NOT NULL,
	`map_url` text,
	`latitude` real,
	`longitude` real,
	`photo_url` text,
	`opening_note` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cafe_city_name_idx` ON `cafe` (`city`,`name`);--> statement-breakpoint
ALTER TABLE `language_session` ADD `cafe_id` integer REFERENCES cafe(id);--> statement-breakpoint
CREATE INDEX `language_session_cafe_id_idx` ON `language_session` (`cafe_id`);--> statement-breakpoint
-- Each distinct café of today's free text (name, else address; with its address and city) becomes a café.
INSERT INTO `cafe` (`name`, `address`, `city`)
SELECT min(coalesce(nullif(trim(`cafe_name`), ''), trim(`cafe_address`))), nullif(trim(`cafe_address`), ''), `city`
FROM `language_session`
WHERE coalesce(nullif(trim(`cafe_name`), ''), nullif(trim(`cafe_address`), '')) IS NOT NULL
GROUP BY lower(coalesce(nullif(trim(`cafe_name`), ''), trim(`cafe_address`))), lower(coalesce(trim(`cafe_address`), '')), `city`;--> statement-breakpoint
UPDATE `language_session` SET `cafe_id` = (
  SELECT `cafe`.`id` FROM `cafe`
  WHERE lower(`cafe`.`name`) = lower(coalesce(nullif(trim(`language_session`.`cafe_name`), ''), trim(`language_session`.`cafe_address`)))
    AND lower(coalesce(`cafe`.`address`, '')) = lower(coalesce(trim(`language_session`.`cafe_address`), ''))
    AND `cafe`.`city` = `language_session`.`city`
)
WHERE coalesce(nullif(trim(`cafe_name`), ''), nullif(trim(`cafe_address`), '')) IS NOT NULL;--> statement-breakpoint
-- The café is the one truth from now on: a session's copy of its name, address and city follows it.
CREATE TRIGGER `language_session_cafe_after_insert` AFTER INSERT ON `language_session`
BEGIN
  UPDATE `language_session` SET
    `cafe_name` = (SELECT `name` FROM `cafe` WHERE `id` = new.`cafe_id`),
    `cafe_address` = (SELECT `address` FROM `cafe` WHERE `id` = new.`cafe_id`),
    `city` = coalesce((SELECT `city` FROM `cafe` WHERE `id` = new.`cafe_id`), new.`city`)
  WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `language_session_cafe_after_update` AFTER UPDATE OF `cafe_id`, `cafe_name`, `cafe_address`, `city` ON `language_session`
BEGIN
  UPDATE `language_session` SET
    `cafe_name` = (SELECT `name` FROM `cafe` WHERE `id` = new.`cafe_id`),
    `cafe_address` = (SELECT `address` FROM `cafe` WHERE `id` = new.`cafe_id`),
    `city` = coalesce((SELECT `city` FROM `cafe` WHERE `id` = new.`cafe_id`), new.`city`)
  WHERE `id` = new.`id`
    AND (`cafe_name` IS NOT (SELECT `name` FROM `cafe` WHERE `id` = new.`cafe_id`)
      OR `cafe_address` IS NOT (SELECT `address` FROM `cafe` WHERE `id` = new.`cafe_id`)
      OR `city` IS NOT coalesce((SELECT `city` FROM `cafe` WHERE `id` = new.`cafe_id`), new.`city`));
END;--> statement-breakpoint
CREATE TRIGGER `cafe_after_update` AFTER UPDATE OF `name`, `address`, `city` ON `cafe`
BEGIN
  UPDATE `language_session` SET `cafe_name` = new.`name`, `cafe_address` = new.`address`, `city` = new.`city`
  WHERE `cafe_id` = new.`id`;
END;--> statement-breakpoint
-- Sessions already in a café take its spelling; those in none keep no café text.
UPDATE `language_session` SET `cafe_id` = `cafe_id`;
