import type { ConsultMessage } from '@portal/contract';
import { Image, Space, Typography } from 'antd';
import { chinaTime } from '@/lib/china-day';

const BUBBLE = {
  patient: { background: '#fafafa', borderColor: '#d9d9d9', marginRight: 48 },
  doctor: { background: '#e6f4ff', borderColor: '#91caff', marginLeft: 48 },
} as const;

/**
 * The thread, oldest first: the patient's question and follow-ups on the left, the doctors'
 * answers on the right. Images come from the staff image address, which the session cookie
 * opens (the browser sends it with same-origin image requests).
 */
export function ConsultMessages({ messages }: { messages: ConsultMessage[] }) {
  return (
    <ol aria-label="咨询记录" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((m, i) => (
        <li
          key={m.id}
          style={{
            ...BUBBLE[m.from],
            borderStyle: 'solid',
            borderWidth: 1,
            borderRadius: 8,
            padding: '8px 12px',
            marginBottom: 12,
          }}
        >
          <Typography.Text strong>
            {m.from === 'patient' ? (i === 0 ? '患者提问' : '患者追问') : (m.doctorName ?? '医生')}
          </Typography.Text>
          <Typography.Text style={{ marginLeft: 8, color: '#595959' }}>
            {chinaTime(m.createdAt)}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {m.text}
          </Typography.Paragraph>
          {m.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap style={{ marginTop: 8 }}>
                {m.images.map((src, k) => (
                  <Image
                    key={src}
                    src={src}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover' }}
                    alt={`患者上传的图片 ${k + 1}`}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </li>
      ))}
    </ol>
  );
}
