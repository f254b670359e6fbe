/**
 * The spec's wording the public pages show. The same strings live in worker/contracts; they are
 * repeated here because importing those modules would pull their valibot schemas into the page
 * bundle. messages.test.ts fails if the two ever drift apart.
 */
export const TEXT = {
  slotTaken: 'This slot has been just booked by someone else. Please choose a different one.',
  requiredField: 'Required field',
  groupAnyHost: 'One of them will host your meeting',
  groupAllHosts: 'They will all join your meeting',
  invalidGuest: 'Please enter a valid guest email',
  cancelReason: 'Cancellation reason is required',
  pastChange: 'This meeting has already started and can no longer be changed',
  nameRequired: 'First and last name required',
  emailRequired: 'Email is a required field',
  emailInvalid: 'Please enter a valid email',
  notFound: "Something's missing here! The page you are looking for does not exist.",
  unexpected: 'Something went wrong. Looks like an unexpected error, we are trying to fix it soon.',
  chooseOption: 'Choose one of the options',
  outOfRange: 'Out of range',
} as const;

/** valibot's e-mail pattern, which the API's emailField and guest check use. */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
