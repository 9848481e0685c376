import { applyElderMode } from '@/lib/elder-mode';
import { useSession } from '@/lib/session-store';

/** One button switches modes (适老化): 长辈版 in standard mode, 标准版 in elder mode. */
export function ElderToggle() {
  const elderMode = useSession((s) => s.elderMode);
  const setField = useSession((s) => s.set);
  const toggle = () => {
    applyElderMode(!elderMode);
    setField('elderMode', !elderMode);
  };
  // A plain button, styled in global.css, like the rest of the header.
  return (
    <button
      type="button"
      className="elder-toggle"
      aria-pressed={elderMode}
      title={elderMode ? '切换到标准版' : '切换到长辈版（关怀版、亲情版、关爱版）'}
      onClick={toggle}
    >
      {elderMode ? '标准版' : '长辈版'}
    </button>
  );
}
