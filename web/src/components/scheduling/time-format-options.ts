import type { RadioCardOption } from '@web/components/ui/radio-cards';

/** How times are written, each with an example: the organization's default and a meeting type's slots offer the same two. */
export const TIME_FORMAT_OPTIONS: RadioCardOption<'12h' | '24h'>[] = [
  { value: '12h', label: '12-hour', description: '1:30 PM' },
  { value: '24h', label: '24-hour', description: '13:30' },
];
