import { Alert, Button } from 'antd';

/** What a section shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert type="error" showIcon title={message} action={<Button onClick={onRetry}>重试</Button>} />
  );
}
