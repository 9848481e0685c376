/**
 * A server-rendered page (the home page) can be typed into before the scripts arrive; the first
 * render replaces its elements with like ones. Words typed meanwhile, and where the cursor was,
 * are read just before that render and put into the new fields after it (the nth field of the
 * old page is the nth of the new: the same components drew both).
 */
export function captureTyping(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll('input')];
  const typed = fields.map((field) => field.value);
  const focused = fields.findIndex((field) => field === document.activeElement);

  return () => {
    const now = [...container.querySelectorAll('input')];
    // The native setter and an input event, so React's onChange sees the words as typed.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    now.forEach((field, i) => {
      const value = typed[i];
      if (!value || field.value === value || !setValue) return;
      setValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    now[focused]?.focus();
  };
}
