/** The browser's own zone, a sensible default for new records (apart from the picker, so a page that only needs the zone does not load it). */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
