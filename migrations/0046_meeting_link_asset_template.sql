-- Meeting links' booking pages (/b/:slug) use one asset template chosen for the whole organization on
-- /meeting-links/settings/asset-configuration; null (or a deleted template) is the system Default, the plain page.
ALTER TABLE `accounts` ADD `meeting_link_asset_template_id` text;
