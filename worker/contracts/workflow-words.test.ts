import { describe, expect, it } from 'vitest';
import { eventLabel, unknownPlaceholders } from './workflows';

describe('eventLabel', () => {
  it.each([
    ['meeting.booked', 'Meeting booked'],
    ['meeting.no_show', 'Meeting no show'],
    ['prospect.disqualified', 'Prospect disqualified'],
    ['prospect.some_new_event', 'Prospect some new event'],
  ])('%s', (type, label) => expect(eventLabel(type)).toBe(label));
});

describe('unknownPlaceholders', () => {
  it('names each placeholder no event fills, once', () => {
    expect(unknownPlaceholders('Hi {{prospect_name}}, {{ prospect_nam }} {{foo}} {{foo}}')).toEqual(['prospect_nam', 'foo']);
    expect(unknownPlaceholders('Plain text, {single} braces')).toEqual([]);
  });
});
