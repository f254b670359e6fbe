import * as React from 'react';
import { addDays, todayIn, weekdayOf } from '@web/components/availability/availability-model';
import { mondayOf, weekSpan } from './meeting-time';
import type { WeekDays } from './week-toolbar';

/** The week a slot picker shows: which Monday, 5 or 7 days, and the zone. */
export function useWeek(initialZone: string, startDate?: string) {
  const [timeZone, setTimeZone] = React.useState(initialZone);
  const today = todayIn(timeZone);
  const thisMonday = mondayOf(today);
  // On a weekend the rest of this week is rarely bookable, so start on the coming week.
  const [monday, setMonday] = React.useState(() =>
    startDate && startDate > today ? mondayOf(startDate) : weekdayOf(today) % 6 === 0 ? addDays(thisMonday, 7) : thisMonday,
  );
  const [days, setDays] = React.useState<WeekDays>(7);
  const span = React.useMemo(() => weekSpan(monday, days, timeZone), [monday, days, timeZone]);
  return { timeZone, setTimeZone, today, thisMonday, monday, setMonday, days, setDays, ...span };
}

export type WeekState = ReturnType<typeof useWeek>;
