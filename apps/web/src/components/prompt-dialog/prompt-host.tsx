import { lazy, Suspense, useEffect, useState } from 'react';
import { registerPromptHost, type PromptOptions } from './prompt';

// The dialog loads with the first prompt; the host itself is in the shell.
const PromptDialog = lazy(() =>
  import('./prompt-dialog').then((m) => ({ default: m.PromptDialog })),
);

interface QueuedPrompt {
  id: number;
  options: PromptOptions;
  settle: (value: string | null) => void;
}

let nextPromptId = 1;

/**
 * Renders the dialogs requested through `prompt()`; mounted once, around the routes (router.tsx).
 * Prompts asked while one is open wait their turn; unmounting the host answers every unanswered
 * prompt with null.
 */
export function PromptHost() {
  const [queue, setQueue] = useState<QueuedPrompt[]>([]);

  useEffect(() => {
    const unanswered = new Set<() => void>();
    const unregister = registerPromptHost(({ options, resolve }) => {
      let answered = false;
      const cancel = () => settle(null);
      const settle = (value: string | null) => {
        if (answered) return;
        answered = true;
        unanswered.delete(cancel);
        resolve(value);
      };
      unanswered.add(cancel);
      const id = nextPromptId++;
      setQueue((q) => [...q, { id, options, settle }]);
    });
    return () => {
      unregister();
      unanswered.forEach((cancel) => cancel());
    };
  }, []);

  const current = queue[0];
  if (!current) return null;

  const answer = (value: string | null) => {
    current.settle(value);
    setQueue((q) => q.filter((p) => p.id !== current.id));
  };

  return (
    <Suspense fallback={null}>
      <PromptDialog
        key={current.id}
        options={current.options}
        open
        onConfirm={(value) => answer(value)}
        onCancel={() => answer(null)}
      />
    </Suspense>
  );
}
