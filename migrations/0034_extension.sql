-- The browser extension (issue 29): a personal access token now says what it is for. 'mcp' tokens (every
-- token made so far) open /mcp only; an 'extension' token, approved by its member at /extension/connect, opens
-- only the few /api calls the extension makes (worker/contracts/extension.ts), as a bearer with no cookie.
ALTER TABLE `personal_tokens` ADD `scope` text DEFAULT 'mcp' NOT NULL;
