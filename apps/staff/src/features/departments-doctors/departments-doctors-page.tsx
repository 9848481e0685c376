import { Tabs, Typography } from 'antd';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { DepartmentTable } from './department-table';
import { DoctorTable } from './doctor-table';

/** The hospital's departments and doctors: add, edit, retire (history keeps retired ones). */
export default function DepartmentsDoctorsPage() {
  const [hospitalId] = useHospitalChoice();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        科室与医生
      </Typography.Title>
      <HospitalPicker />
      <Typography.Paragraph>
        停用的科室和医生不再出现在居民端的列表、搜索和预约中，历史预约记录保留。停用前请先在排班管理中停诊仍有患者预约的排班。
      </Typography.Paragraph>
      {hospitalId && (
        <Tabs
          items={[
            { key: 'doctors', label: '医生', children: <DoctorTable hospitalId={hospitalId} /> },
            {
              key: 'departments',
              label: '科室',
              children: <DepartmentTable hospitalId={hospitalId} />,
            },
          ]}
        />
      )}
    </>
  );
}
