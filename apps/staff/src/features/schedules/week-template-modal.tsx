import { CLINIC_TYPES, PERIODS, type ClinicType, type Period } from '@portal/contract';
import { App, Checkbox, DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '@/lib/api';
import { addDays, chinaToday, periodLabel } from '@/lib/china-day';
import { useHospitalDoctors } from '@/lib/hospital-people';
import { useCreateWeek } from './api/create-week';

interface TemplateForm {
  doctorIds: string[];
  weekdays: number[];
  periods: Period[];
  startDate: Dayjs;
  capacity: number;
  clinicType: ClinicType;
  feeYuan: number;
}

const WEEKDAY_OPTIONS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map(
  (label, i) => ({
    label,
    value: i + 1,
  }),
);

// A checkbox group is no form control ARIA may mark required: a validator, not `required`.
const chosen = (message: string) => ({
  validator: (_: unknown, value: unknown[] | undefined) =>
    value?.length ? Promise.resolve() : Promise.reject(new Error(message)),
});

interface Props {
  hospitalId: string | undefined;
  open: boolean;
  onClose: () => void;
}

/** A week of schedules from a template: doctors × weekdays × periods, from a start date. */
export function WeekTemplateModal({ hospitalId, open, onClose }: Props) {
  const [form] = Form.useForm<TemplateForm>();
  const doctors = useHospitalDoctors(hospitalId);
  const create = useCreateWeek(hospitalId);
  const { message } = App.useApp();

  const onFinish = (values: TemplateForm) =>
    create.mutate(
      {
        doctorIds: values.doctorIds,
        weekdays: values.weekdays,
        periods: values.periods,
        startDate: values.startDate.format('YYYY-MM-DD'),
        capacity: values.capacity,
        clinicType: values.clinicType,
        fee: Math.round(values.feeYuan * 100),
      },
      {
        onSuccess: (result) => {
          message.success(
            `已新建 ${result.created} 个排班` +
              (result.skipped ? `，${result.skipped} 个已有排班的时段未改动` : ''),
          );
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open={open}
      title="按模板生成一周排班"
      okText="生成排班"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<TemplateForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={{
          weekdays: [1, 2, 3, 4, 5],
          periods: ['am'],
          startDate: dayjs(addDays(chinaToday(), 1)),
          capacity: 20,
          clinicType: '普通',
          feeYuan: 10,
        }}
      >
        <Form.Item
          name="doctorIds"
          label="医生"
          rules={[{ required: true, message: '请选择至少一位医生' }]}
        >
          <Select
            mode="multiple"
            placeholder="选择医生（可多选）"
            loading={doctors.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(doctors.data ?? []).map((d) => ({
              value: d.id,
              label: `${d.name}（${d.departmentName} · ${d.title}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="startDate"
          label="开始日期（生成此日起 7 天）"
          rules={[{ required: true, message: '请选择开始日期' }]}
        >
          <DatePicker
            disabledDate={(d) => d.format('YYYY-MM-DD') < chinaToday()}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="weekdays" label="出诊星期" rules={[chosen('请选择出诊星期')]}>
          <Checkbox.Group options={WEEKDAY_OPTIONS} />
        </Form.Item>
        <Form.Item name="periods" label="时段" rules={[chosen('请选择时段')]}>
          <Checkbox.Group options={PERIODS.map((p) => ({ value: p, label: periodLabel(p) }))} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label="每个时段号源数"
          rules={[{ required: true, message: '请填写号源数' }]}
        >
          <InputNumber min={1} max={200} precision={0} />
        </Form.Item>
        <Form.Item name="clinicType" label="门诊类型" rules={[{ required: true }]}>
          <Select
            style={{ width: 200 }}
            options={CLINIC_TYPES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item
          name="feeYuan"
          label="挂号费（元）"
          rules={[{ required: true, message: '请填写挂号费' }]}
        >
          <InputNumber min={0} max={1000} precision={2} step={1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
