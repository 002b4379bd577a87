-- The Leads page's search (docs/decisions/0022-lead-search-fts5-trigram.md): an FTS5 index of the
-- searched columns, by trigrams, so a search for any part of a name, address, number, subject or
-- message reads the index, not every lead. It keeps no copy of the text (content='lead'); the
-- triggers keep it in step with the table, and secure-delete removes a changed or deleted lead's
-- old words from the index at once (an erased person leaves no trace in it).
CREATE VIRTUAL TABLE `lead_search` USING fts5(
	`name`, `email`, `whatsapp_number`, `subject`, `message`,
	content='lead', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `lead_search` (`lead_search`, `rank`) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO `lead_search` (`lead_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `lead_search_insert` AFTER INSERT ON `lead` BEGIN
	INSERT INTO `lead_search` (`rowid`, `name`, `email`, `whatsapp_number`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`whatsapp_number`, new.`subject`, new.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_delete` AFTER DELETE ON `lead` BEGIN
	INSERT INTO `lead_search` (`lead_search`, `rowid`, `name`, `email`, `whatsapp_number`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`whatsapp_number`, old.`subject`, old.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_update` AFTER UPDATE OF `name`, `email`, `whatsapp_number`, `subject`, `message` ON `lead` BEGIN
	INSERT INTO `lead_search` (`lead_search`, `rowid`, `name`, `email`, `whatsapp_number`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`whatsapp_number`, old.`subject`, old.`message`);
	INSERT INTO `lead_search` (`rowid`, `name`, `email`, `whatsapp_number`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`whatsapp_number`, new.`subject`, new.`message`);
END;
