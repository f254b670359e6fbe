import toast from 'react-hot-toast';

/**
 * A mutation's callbacks that say in a toast how it went: `success` once it worked, then `done` (to close or
 * clear what started it); `failure` when it did not, or the error's own message where there is none.
 */
export function toastOutcome<T = unknown>(
  success: string | ((data: T) => string),
  { failure, done }: { failure?: string; done?: () => void } = {},
) {
  return {
    onSuccess: (data: T) => {
      toast.success(typeof success === 'string' ? success : success(data));
      done?.();
    },
    onError: (e: Error) => toast.error(failure ?? e.message),
  };
}
