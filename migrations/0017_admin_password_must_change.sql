ALTER TABLE `admin_user` ADD `password_must_change` integer DEFAULT false NOT NULL;
