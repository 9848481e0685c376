import { useCallback, useState } from 'react';
import { ApiError } from './api-client';

/**
 * A form's submit state: `submitting` while the action runs, and the server's refusal as
 * `error`, shown beside the form. Other failures (network, 5xx) are already reported by the API
 * client's notifications, so they leave no second message here.
 */
export function useSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (action: () => Promise<void>) => {
    setError(null);
    setSubmitting(true);
    try {
      await action();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submitting, error, setError, submit };
}
