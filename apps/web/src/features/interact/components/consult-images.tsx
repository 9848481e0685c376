import { useEffect, useRef, useState } from 'react';
import { API, CONSULT_IMAGES_MAX, type ConsultImageUpload } from '@portal/contract';
import { Upload } from '@/components/upload';
import './consult.css';

/** The upload rules (as for avatars): PNG, JPEG, GIF or WebP, 2 MB each. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

interface Slot {
  key: number;
  /** The stored image's id once its upload finished. */
  id: string | null;
}

/**
 * Up to 3 pictures for a question: each uploaded as soon as it is chosen (kept private to the
 * consultation), shown as a thumbnail and removable. Tells the form the ids of those stored (`onChange` must be stable: a state setter).
 */
export function ConsultImages({ onChange }: { onChange: (ids: string[]) => void }) {
  const nextKey = useRef(1);
  const [slots, setSlots] = useState<Slot[]>([{ key: 0, id: null }]);

  // Functional: two uploads may finish one after the other before a render. A free slot waits
  // after the pictures until there are 3.
  const change = (edit: (prev: Slot[]) => Slot[]) =>
    setSlots((prev) => {
      const changed = edit(prev);
      const full = changed.every((s) => s.id !== null) && changed.length < CONSULT_IMAGES_MAX;
      return full ? [...changed, { key: nextKey.current++, id: null }] : changed;
    });

  const ids = slots.flatMap((s) => (s.id ? [s.id] : [])).join(' ');
  useEffect(() => onChange(ids ? ids.split(' ') : []), [ids, onChange]);

  return (
    <fieldset className="consult-images">
      <legend>图片（选填，最多 {CONSULT_IMAGES_MAX} 张）</legend>
      <p className="consult-muted">
        可上传检查单、患处照片，支持 PNG、JPEG、GIF、WebP 格式，每张不超过 2
        MB。图片不公开，只有您和接诊医生能看到。
      </p>
      {slots.map((slot, index) => (
        <Upload
          key={slot.key}
          action={API.uploadConsultImage}
          what={`第 ${index + 1} 张图片`}
          types={IMAGE_TYPES}
          maxBytes={IMAGE_MAX_BYTES}
          onUploaded={(response) => {
            const id = (response as Partial<ConsultImageUpload> | null)?.id;
            if (typeof id !== 'string') return;
            change((prev) => prev.map((s) => (s.key === slot.key ? { ...s, id } : s)));
          }}
          onRemove={() => change((prev) => prev.filter((s) => s.key !== slot.key))}
        >
          {slot.id ? `更换第 ${index + 1} 张图片` : '添加图片'}
        </Upload>
      ))}
    </fieldset>
  );
}
