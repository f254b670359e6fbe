import toast from 'react-hot-toast';

/** The spec's wording for saving any availability (section 8). */
export const availabilityToasts = {
  saved: () => toast.success('Availability updated'),
  failed: () => toast.error('There was some error updating the availability'),
};
