-- Object routers can create a follow-up task for the new owner (issue 25, "create a follow-up task once tasks exist").
ALTER TABLE `object_routers` ADD `follow_up_task` integer DEFAULT false NOT NULL;
