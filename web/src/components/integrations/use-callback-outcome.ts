import * as React from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';

/** Reads ?connected / ?error left by an OAuth callback once, says it in a toast, then drops them from the address. */
export function useCallbackOutcome(name: string) {
  const [params, setParams] = useSearchParams();
  React.useEffect(() => {
    const error = params.get('error');
    if (params.get('connected')) toast.success(`${name} connected`);
    if (error) toast.error(error, { duration: 8000 });
    if (params.get('connected') || error) setParams({}, { replace: true });
  }, [params, setParams, name]);
}
