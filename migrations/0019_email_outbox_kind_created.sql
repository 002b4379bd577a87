CREATE INDEX `email_outbox_kind_created_idx` ON `email_outbox` (`kind`,`created_at`);
