CREATE INDEX `email_outbox_sent_recipient_idx` ON `email_outbox` (`sent_at`) WHERE "email_outbox"."status" = 'sent' AND "email_outbox"."recipient" <> '';--> statement-breakpoint
-- Entries written before free text was kept out of the audit log (worker/audit/changes.ts).
-- Which admin account was added or removed moves to the context, as it is written now.
UPDATE `audit_entry` SET
  `context` = json_set(coalesce(`context`, '{}'), '$.email', coalesce(json_extract(`changes`, '$.email.after'), json_extract(`changes`, '$.email.before'))),
  `changes` = json_remove(`changes`, '$.email')
WHERE `target_type` = 'admin_user' AND `action` IN ('create', 'delete') AND json_type(`changes`, '$.email') IS NOT NULL;--> statement-breakpoint
UPDATE `audit_entry` SET `context` = json_remove(`context`, '$.subject') WHERE `action` = 'newsletter_sent';--> statement-breakpoint
-- Every value the log may not keep becomes [hidden]: the rule of changes.ts as of this migration.
UPDATE `audit_entry` SET `changes` = (
  SELECT json_group_object(`key`, json_object(
    'before', json(CASE
      WHEN json_type(`value`, '$.before') IS NULL OR json_type(`value`, '$.before') IN ('null', 'integer', 'real', 'true', 'false')
        OR `key` IN ('status', 'planType', 'language', 'level', 'city', 'locale')
        OR (json_type(`value`, '$.before') = 'text'
          AND json_extract(`value`, '$.before') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
          AND json_extract(`value`, '$.before') NOT GLOB '*[^0-9TZ:.-]*')
      THEN `value` -> '$.before' ELSE '"[hidden]"' END),
    'after', json(CASE
      WHEN json_type(`value`, '$.after') IS NULL OR json_type(`value`, '$.after') IN ('null', 'integer', 'real', 'true', 'false')
        OR `key` IN ('status', 'planType', 'language', 'level', 'city', 'locale')
        OR (json_type(`value`, '$.after') = 'text'
          AND json_extract(`value`, '$.after') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
          AND json_extract(`value`, '$.after') NOT GLOB '*[^0-9TZ:.-]*')
      THEN `value` -> '$.after' ELSE '"[hidden]"' END)))
  FROM json_each(`audit_entry`.`changes`)
) WHERE `changes` IS NOT NULL;
