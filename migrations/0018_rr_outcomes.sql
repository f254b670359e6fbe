ALTER TABLE `pod_turns` ADD `counted_as` text;
