import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What a section shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <Alert tone="error" title={message} action={<Button onClick={onRetry}>重试</Button>} />;
}
