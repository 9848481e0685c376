/**
 * A server-rendered page can be typed into before the scripts arrive. Hydration keeps the
 * fields and what is in them, but React's state still holds what the server rendered: a search
 * box would show the words and search for nothing. Once hydrated, each field whose words differ
 * from the server's is handed to React as if just typed (React's own value setter first, so it
 * sees a change, then the words and an input event for onChange), with the cursor where it was.
 */
export function handTypingToReact(container: HTMLElement): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  for (const field of container.querySelectorAll('input')) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const focused = field === document.activeElement;
    const [start, end] = [field.selectionStart, field.selectionEnd];
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
  }
}
