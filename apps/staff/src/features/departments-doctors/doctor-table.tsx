import { DOCTOR_TITLES, type AdminDoctor, type Avatar, type DoctorBody } from '@portal/contract';
import { Alert, App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useDepartments } from './api/departments';
import { useDoctors, useRetireDoctor } from './api/doctors';
import { DoctorForm, type DoctorEditing } from './doctor-form';

// antd's green tag text is below 4.5:1 on its background; a darker green passes AA.
const IN_USE = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

/** The generated picture citizens see: the surname on the doctor's colour. */
function AvatarBadge({ avatar }: { avatar: Avatar }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        width: 32,
        height: 32,
        borderRadius: '50%',
        background: avatar.color,
        color: '#fff',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 600,
      }}
    >
      {avatar.text}
    </span>
  );
}

const EMPTY: DoctorBody = {
  name: '',
  title: DOCTOR_TITLES[2],
  departmentId: '',
  specialty: '',
  intro: '',
  acceptsQuestions: true,
};

/** The hospital's doctors, filtered by department and name; add, edit, retire. */
export function DoctorTable({ hospitalId }: { hospitalId: string }) {
  const doctors = useDoctors(hospitalId);
  const departments = useDepartments(hospitalId);
  const retire = useRetireDoctor(hospitalId);
  const [department, setDepartment] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DoctorEditing>(null);
  const { message } = App.useApp();
  const clinics = (departments.data ?? []).filter((d) => !d.retiredAt);
  const rows = (doctors.data ?? []).filter(
    (d) => (!department || d.departmentId === department) && d.name.includes(keyword.trim()),
  );

  const onRetire = (row: AdminDoctor) =>
    retire.mutate(row.id, {
      onSuccess: () => message.success(`${row.name}已停用`),
      onError: (error) => message.error(errorText(error)),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing({ values: EMPTY })}>
          添加医生
        </Button>
        <Select
          allowClear
          aria-label="按科室筛选"
          placeholder="全部科室"
          style={{ width: 200 }}
          value={department}
          onChange={setDepartment}
          options={clinics.map((d) => ({ value: d.id, label: d.name }))}
        />
        <Input.Search
          aria-label="按姓名查找"
          placeholder="医生姓名"
          allowClear
          style={{ width: 200 }}
          onSearch={setKeyword}
        />
      </Space>
      {doctors.isError && <Alert type="error" showIcon title={errorText(doctors.error)} />}
      <Table<AdminDoctor>
        rowKey="id"
        loading={doctors.isLoading}
        dataSource={rows}
        scroll={{ x: true }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          {
            title: '头像',
            dataIndex: 'avatar',
            render: (avatar: Avatar) => <AvatarBadge avatar={avatar} />,
          },
          { title: '姓名', dataIndex: 'name' },
          { title: '职称', dataIndex: 'title' },
          { title: '科室', dataIndex: 'departmentName' },
          { title: '擅长', dataIndex: 'specialty', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'retiredAt',
            render: (at: string | null) =>
              at ? <Tag>已停用</Tag> : <Tag style={IN_USE}>在岗</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.retiredAt ? null : (
                <Space>
                  <Button
                    size="small"
                    aria-label={`修改${row.name}`}
                    onClick={() =>
                      setEditing({
                        id: row.id,
                        values: {
                          name: row.name,
                          title: row.title,
                          departmentId: row.departmentId,
                          specialty: row.specialty,
                          intro: row.intro,
                          acceptsQuestions: row.acceptsQuestions,
                        },
                      })
                    }
                  >
                    修改
                  </Button>
                  <Popconfirm
                    title={`停用${row.name}？居民端将不再显示，未开始的排班一并停诊。`}
                    okText="停用"
                    cancelText="取消"
                    onConfirm={() => onRetire(row)}
                  >
                    <Button size="small" aria-label={`停用${row.name}`}>
                      停用
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <DoctorForm
        hospitalId={hospitalId}
        editing={editing}
        departments={clinics}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
