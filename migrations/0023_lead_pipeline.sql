CREATE TABLE `lead_note` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`admin_user_id` integer,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `lead`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_user_id`) REFERENCES `admin_user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_note_lead_idx` ON `lead_note` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `lead_reply_template` (
	`user_type` text NOT NULL,
	`locale` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_type`, `locale`)
);
--> statement-breakpoint
ALTER TABLE `lead` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `lead` ADD `closed_reason` text;--> statement-breakpoint
CREATE INDEX `lead_status_created_at_idx` ON `lead` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_pipeline_idx` ON `lead` (`status`,`user_type`,`city`,`created_at`,`languages`);--> statement-breakpoint
INSERT INTO `lead_reply_template` (`user_type`, `locale`, `body`) VALUES
	('learner', 'en', 'Hello {firstName}, thank you for joining Café Talk! We would love to welcome you to a free conversation session in {languages}. Which days and times suit you best in {city}?'),
	('learner', 'fr', 'Bonjour {firstName}, merci de votre inscription à Café Talk ! Nous serions ravis de vous accueillir à une séance de conversation gratuite en {languages}. Quels jours et horaires vous conviennent le mieux à {city} ?'),
	('learner', 'ar', 'مرحبًا {firstName}، شكرًا لانضمامك إلى Café Talk! يسعدنا أن نستقبلك في جلسة محادثة مجانية باللغة {languages}. ما الأيام والأوقات التي تناسبك في {city}؟'),
	('teacher', 'en', 'Hello {firstName}, thank you for your interest in guiding conversations at Café Talk! We would like to get to know you in a short call. When are you free this week?'),
	('teacher', 'fr', 'Bonjour {firstName}, merci de votre intérêt pour l''animation de conversations chez Café Talk ! Nous aimerions faire votre connaissance lors d''un court appel. Quand êtes-vous disponible cette semaine ?'),
	('teacher', 'ar', 'مرحبًا {firstName}، شكرًا لاهتمامك بإدارة جلسات المحادثة في Café Talk! نودّ التعرّف عليك في مكالمة قصيرة. متى تكون متاحًا هذا الأسبوع؟'),
	('cafe_owner', 'en', 'Hello {firstName}, thank you for offering {cafe} as a Café Talk venue! We would like to visit you and talk about hosting small conversation groups. When would suit you?'),
	('cafe_owner', 'fr', 'Bonjour {firstName}, merci de proposer {cafe} comme lieu Café Talk ! Nous aimerions vous rendre visite pour parler de l''accueil de petits groupes de conversation. Quand cela vous conviendrait-il ?'),
	('cafe_owner', 'ar', 'مرحبًا {firstName}، شكرًا لاقتراحك {cafe} مكانًا لجلسات Café Talk! نودّ زيارتك للحديث عن استضافة مجموعات محادثة صغيرة. ما الوقت المناسب لك؟'),
	('contact', 'en', 'Hello {firstName}, thank you for your message to Café Talk.'),
	('contact', 'fr', 'Bonjour {firstName}, merci pour votre message à Café Talk.'),
	('contact', 'ar', 'مرحبًا {firstName}، شكرًا على رسالتك إلى Café Talk.');
