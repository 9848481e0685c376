import { CLINIC_TYPES, DRAW_MINUTES, type BookingRulesBody } from '@portal/contract';
import { Card, Checkbox, Form, InputNumber, Radio } from 'antd';
import type { CSSProperties } from 'react';
import { DRAW_MINUTES_RULE, RELEASE_MODE_OPTIONS, drawHelp } from '@/lib/release-mode';

const CLINIC_TYPE_OPTIONS = CLINIC_TYPES.map((t) => ({ value: t, label: t }));

/**
 * 放号方式 of the hospital: first come, or a draw over the first minutes after the release
 * time for the chosen clinic types. The draw's fields stay in the form when hidden (antd's
 * `hidden`), so saving first come keeps the minutes and types for the next time.
 */
export function ReleaseModeFields({ headingStyle }: { headingStyle: CSSProperties }) {
  const form = Form.useFormInstance<BookingRulesBody>();
  const mode = Form.useWatch('releaseMode', form);
  const minutes = Form.useWatch('drawMinutes', form);
  const drawn = mode === 'draw';
  return (
    <Card title={<h2 style={headingStyle}>放号方式</h2>} style={{ marginBottom: 16 }}>
      <Form.Item
        name="releaseMode"
        label="放号方式"
        extra={`先到先得：放号时间一到，谁先约到就是谁的。${drawHelp(minutes)}各科室也可在“科室与医生”中单独设置。`}
        rules={[{ required: true, message: '请选择放号方式' }]}
      >
        <Radio.Group options={RELEASE_MODE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="drawMinutes"
        label="抽签登记时长（分钟）"
        hidden={!drawn}
        extra={`从放号时间起，多少分钟内登记的都参加抽签。可设 ${DRAW_MINUTES.min}–${DRAW_MINUTES.max} 分钟。`}
        rules={[{ required: true, message: '请填写抽签登记时长' }, DRAW_MINUTES_RULE]}
      >
        <InputNumber precision={0} suffix="分钟" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="drawClinicTypes"
        label="抽签的号别"
        hidden={!drawn}
        extra="勾选的号别抽签，其余号别先到先得；都不勾选表示全部号别都抽签。"
      >
        <Checkbox.Group options={CLINIC_TYPE_OPTIONS} />
      </Form.Item>
    </Card>
  );
}
