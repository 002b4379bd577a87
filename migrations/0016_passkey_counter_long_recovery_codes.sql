ALTER TABLE `admin_passkey` ADD `sign_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recovery codes made before this migration carry 50 random bits, under the 112 their fast hash
-- needs (OWASP ASVS 6.5.2): they stop working, and the account page asks for a new set.
DELETE FROM `admin_recovery_code`;
