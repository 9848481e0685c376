import { VERSION_STATUS_NAMES, type VersionStatus } from '@portal/contract';
import { ToneTag, type Tone } from '@/components/tone-tag';

const TONES: Record<VersionStatus, Tone> = {
  draft: 'muted',
  review: 'info',
  published: 'ok',
  archived: 'bad',
  superseded: 'muted',
};

export function StatusTag({ status }: { status: VersionStatus }) {
  return <ToneTag tone={TONES[status]}>{VERSION_STATUS_NAMES[status]}</ToneTag>;
}
