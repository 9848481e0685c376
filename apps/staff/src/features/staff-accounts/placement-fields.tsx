import { STAFF_ROLE_NAMES, STAFF_ROLES, type Doctor, type StaffRole } from '@portal/contract';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useDoctor, useDoctorSearch, useHospitals } from './api/placement';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_NAMES[r] }));

/**
 * Role, and where it belongs: a hospital for a hospital administrator; a hospital and then
 * one of its doctors (searched by name) for a doctor. Used inside a Form with these names.
 */
export function PlacementFields() {
  const form = Form.useFormInstance();
  const role = Form.useWatch<StaffRole | undefined>('role', form);
  const hospitalId = Form.useWatch<string | undefined>('hospitalId', form);
  const hospitals = useHospitals();
  const [keyword, setKeyword] = useState('');
  const doctors = useDoctorSearch(hospitalId, keyword);
  const doctorId = Form.useWatch<string | undefined>('doctorId', form);
  const current = useDoctor(doctorId).data;
  const doctorLabel = (d: Doctor) => `${d.name}（${d.departmentName}，${d.title}）`;
  // The chosen doctor stays named while the search shows other names (or none yet).
  const doctorOptions = [
    ...(current && !doctors.data?.some((d) => d.id === current.id) ? [current] : []),
    ...(doctors.data ?? []),
  ].map((d) => ({ value: d.id, label: doctorLabel(d) }));
  const needsHospital = role === 'hospital_admin' || role === 'doctor';

  return (
    <>
      <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
        <Select
          options={ROLE_OPTIONS}
          onChange={() => form.setFieldsValue({ hospitalId: undefined, doctorId: undefined })}
        />
      </Form.Item>
      {needsHospital && (
        <Form.Item
          name="hospitalId"
          label="所属医院"
          rules={[{ required: true, message: '请选择医院' }]}
        >
          <Select
            loading={hospitals.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={hospitals.data?.list.map((h) => ({ value: h.id, label: h.name }))}
            onChange={() => form.setFieldsValue({ doctorId: undefined })}
          />
        </Form.Item>
      )}
      {role === 'doctor' && (
        <Form.Item
          name="doctorId"
          label="关联医生"
          extra="输入医生姓名查找"
          rules={[{ required: true, message: '请选择医生' }]}
        >
          <Select
            disabled={!hospitalId}
            placeholder={hospitalId ? '输入姓名查找' : '请先选择医院'}
            showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
            loading={doctors.isFetching}
            notFoundContent={keyword ? '没有找到该医生' : '请输入医生姓名'}
            options={doctorOptions}
          />
        </Form.Item>
      )}
    </>
  );
}
