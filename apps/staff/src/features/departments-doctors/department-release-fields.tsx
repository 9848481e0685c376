import {
  RELEASE_MODE_LABELS,
  type AdminDepartment,
  type DepartmentBody,
  type ReleaseMode,
} from '@portal/contract';
import { Form, InputNumber, Radio } from 'antd';
import { DRAW_MINUTES_RULE, RELEASE_MODE_OPTIONS, drawHelp } from '@/lib/release-mode';

/** The department form's 放号方式: `hospital` stands for null, following the hospital's rules. */
export type DepartmentForm = Omit<DepartmentBody, 'releaseMode'> & {
  releaseMode: ReleaseMode | 'hospital';
};

const FOLLOW = '随医院规则';
const OPTIONS = [{ value: 'hospital', label: FOLLOW }, ...RELEASE_MODE_OPTIONS];

export function toDepartmentForm(row?: AdminDepartment): DepartmentForm {
  return row
    ? {
        name: row.name,
        parentId: row.parentId,
        intro: row.intro,
        releaseMode: row.releaseMode ?? 'hospital',
        drawMinutes: row.drawMinutes,
      }
    : { name: '', parentId: null, intro: '', releaseMode: 'hospital', drawMinutes: null };
}

export function toDepartmentBody(values: DepartmentForm): DepartmentBody {
  const mode = values.releaseMode === 'hospital' ? null : values.releaseMode;
  return {
    name: values.name,
    parentId: values.parentId ?? null,
    intro: values.intro ?? '',
    releaseMode: mode,
    // Minutes mean something only with a draw; empty takes the hospital's.
    drawMinutes: mode === 'draw' ? (values.drawMinutes ?? null) : null,
  };
}

/** How the table names a department's 放号方式. */
export function releaseModeText(row: AdminDepartment): string {
  if (!row.releaseMode) return FOLLOW;
  const label = RELEASE_MODE_LABELS[row.releaseMode];
  if (row.releaseMode !== 'draw') return label;
  return row.drawMinutes ? `${label}（${row.drawMinutes} 分钟）` : `${label}（按医院时长）`;
}

export function DepartmentReleaseFields() {
  const form = Form.useFormInstance<DepartmentForm>();
  const mode = Form.useWatch('releaseMode', form);
  const minutes = Form.useWatch('drawMinutes', form);
  return (
    <>
      <Form.Item
        name="releaseMode"
        label="放号方式"
        extra={`随医院规则：按本院“预约规则”中的放号方式。${drawHelp(minutes)}`}
      >
        <Radio.Group options={OPTIONS} />
      </Form.Item>
      <Form.Item
        name="drawMinutes"
        label="抽签登记时长（分钟）"
        hidden={mode !== 'draw'}
        extra="不填则按本院预约规则中的抽签登记时长。"
        rules={[DRAW_MINUTES_RULE]}
      >
        <InputNumber precision={0} suffix="分钟" style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
