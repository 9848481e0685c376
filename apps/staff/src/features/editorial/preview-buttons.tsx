import { App, Button, Space } from 'antd';
import { errorText } from '@/lib/api';
import { citizenUrl } from '@/lib/citizen-url';
import { useCreatePreview } from './api/create-preview';

const MODES = [
  { elder: false, label: '标准版预览' },
  { elder: true, label: '长辈版预览' },
] as const;

/**
 * Opens an unpublished version on the citizen site, in standard or elder mode, in a new tab.
 * The tab is opened at the click (a tab opened after the request would be blocked as a
 * pop-up) and sent to the preview once the link is made.
 */
export function PreviewButtons({ id }: { id: string }) {
  const preview = useCreatePreview();
  const { message } = App.useApp();
  const open = (elder: boolean) => {
    const tab = window.open('', '_blank');
    preview.mutate(id, {
      onSuccess: (link) => {
        const url = citizenUrl(`${link.path}&elder=${elder ? 1 : 0}`);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
      },
      onError: (error) => {
        tab?.close();
        message.error(errorText(error));
      },
    });
  };
  return (
    <Space wrap>
      {MODES.map((m) => (
        <Button key={m.label} loading={preview.isPending} onClick={() => open(m.elder)}>
          {m.label}
        </Button>
      ))}
    </Space>
  );
}
