import { Link } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** "Book a meeting", the page action of the dashboard and the meetings list: opens the booking form. */
export function BookMeetingButton() {
  return (
    <Button asChild>
      <Link to="/book/meetings/new">
        <CalendarPlus /> Book a meeting
      </Link>
    </Button>
  );
}
