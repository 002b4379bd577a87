CREATE TABLE `lead_tally` (
	`language` text NOT NULL,
	`user_type` text NOT NULL,
	`city` text NOT NULL,
	`status` text NOT NULL,
	`leads` integer NOT NULL,
	PRIMARY KEY(`language`, `user_type`, `city`, `status`)
);
--> statement-breakpoint
DROP INDEX `lead_pipeline_idx`;--> statement-breakpoint
CREATE INDEX `session_request_status_session_idx` ON `session_request` (`status`,`session_id`);--> statement-breakpoint
-- The Leads page's counts by status (docs/decisions/0024-lead-tally.md): how many leads of each
-- status, type, city and language, kept by the triggers below in the statement that writes the
-- lead. A lead counts once under the language '' (every lead) and once under each language of its
-- JSON list (each name once); a lead with no city under the city ''.
INSERT INTO `lead_tally` (`language`, `user_type`, `city`, `status`, `leads`)
SELECT `language`, `user_type`, `city`, `status`, count(*) FROM (
	SELECT '' AS `language`, `user_type`, coalesce(`city`, '') AS `city`, `status` FROM `lead`
	UNION ALL
	SELECT `language`, `user_type`, `city`, `status` FROM (
		SELECT DISTINCT `lead`.`id`, `each`.`value` AS `language`, `lead`.`user_type`, coalesce(`lead`.`city`, '') AS `city`, `lead`.`status`
		FROM `lead`, json_each(CASE WHEN json_valid(`lead`.`languages`) THEN `lead`.`languages` ELSE '[]' END) AS `each`
		WHERE `each`.`type` = 'text' AND `each`.`value` <> ''
	)
)
GROUP BY `language`, `user_type`, `city`, `status`;
--> statement-breakpoint
CREATE TRIGGER `lead_tally_insert` AFTER INSERT ON `lead` BEGIN
	INSERT INTO `lead_tally` (`language`, `user_type`, `city`, `status`, `leads`)
	SELECT '', new.`user_type`, coalesce(new.`city`, ''), new.`status`, 1
	UNION
	SELECT `value`, new.`user_type`, coalesce(new.`city`, ''), new.`status`, 1
	FROM json_each(CASE WHEN json_valid(new.`languages`) THEN new.`languages` ELSE '[]' END)
	WHERE `type` = 'text' AND `value` <> ''
	ON CONFLICT (`language`, `user_type`, `city`, `status`) DO UPDATE SET `leads` = `leads` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_tally_delete` AFTER DELETE ON `lead` BEGIN
	UPDATE `lead_tally` SET `leads` = `leads` - 1
	WHERE `user_type` = old.`user_type` AND `city` = coalesce(old.`city`, '') AND `status` = old.`status`
	AND `language` IN (SELECT '' UNION SELECT `value` FROM json_each(CASE WHEN json_valid(old.`languages`) THEN old.`languages` ELSE '[]' END) WHERE `type` = 'text');
END;
--> statement-breakpoint
CREATE TRIGGER `lead_tally_update` AFTER UPDATE OF `status`, `user_type`, `city`, `languages` ON `lead` BEGIN
	UPDATE `lead_tally` SET `leads` = `leads` - 1
	WHERE `user_type` = old.`user_type` AND `city` = coalesce(old.`city`, '') AND `status` = old.`status`
	AND `language` IN (SELECT '' UNION SELECT `value` FROM json_each(CASE WHEN json_valid(old.`languages`) THEN old.`languages` ELSE '[]' END) WHERE `type` = 'text');
	INSERT INTO `lead_tally` (`language`, `user_type`, `city`, `status`, `leads`)
	SELECT '', new.`user_type`, coalesce(new.`city`, ''), new.`status`, 1
	UNION
	SELECT `value`, new.`user_type`, coalesce(new.`city`, ''), new.`status`, 1
	FROM json_each(CASE WHEN json_valid(new.`languages`) THEN new.`languages` ELSE '[]' END)
	WHERE `type` = 'text' AND `value` <> ''
	ON CONFLICT (`language`, `user_type`, `city`, `status`) DO UPDATE SET `leads` = `leads` + 1;
END;
