-- Form invites (issue 27, /settings/meeting/form-invites): whether the answers a prospect gave in the booking
-- form (`meetings.answers`, as "question: answer" lines) go into the calendar invitations the prospect and
-- guests see: our ICS e-mailed to them and the event written to the host's connected calendar. On by default
-- (no row, or rows saved before this column, read as on): the connected calendar's event listed the answers
-- already. The team's own e-mails and invites keep the answers whatever this says.
ALTER TABLE `meeting_settings` ADD `form_answers_in_invites` integer DEFAULT true NOT NULL;
