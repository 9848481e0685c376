import { useId } from 'react';
import type { Department, DoctorSummary, HospitalSummary } from '@portal/contract';
import { Select, type SelectOption } from '@/components/form/select';
import '@/components/form/form.css';
import './interact.css';

/** Clinics under their category (a category without clinics stands for itself), as booking lists them. */
function departmentOptions(departments: Department[]): SelectOption[] {
  return departments
    .filter((d) => d.parentId === null)
    .flatMap((c) => {
      const clinics = departments.filter((d) => d.parentId === c.id);
      return clinics.length > 0
        ? clinics.map((d) => ({ value: d.id, label: `${c.name} · ${d.name}` }))
        : [{ value: c.id, label: c.name }];
    });
}

function PickerField({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Select id={id} value={value} options={options} disabled={disabled} onChange={onChange} />
    </div>
  );
}

/** The blank choices: a filter's 全部, or the ask form's 请选择 and 不指定. */
const BLANKS = {
  filter: { hospital: '全部医院', department: '全部科室', doctor: '全部医生' },
  ask: { hospital: '请选择医院', department: '请选择科室', doctor: '不指定（本科室医生均可回复）' },
};

/** Hospital, then optionally a department of it, then optionally a doctor of that department. */
export function PlacePicker({
  hospitals,
  departments,
  doctors,
  hospitalId,
  departmentId,
  doctorId,
  onHospital,
  onDepartment,
  onDoctor,
  purpose = 'filter',
}: {
  hospitals: HospitalSummary[];
  departments: Department[];
  doctors: DoctorSummary[];
  hospitalId: string;
  departmentId: string;
  doctorId: string;
  onHospital: (id: string) => void;
  onDepartment: (id: string) => void;
  onDoctor: (id: string) => void;
  purpose?: keyof typeof BLANKS;
}) {
  const blank = BLANKS[purpose];
  return (
    <div className="eval-filters">
      <PickerField
        label="医院"
        value={hospitalId}
        onChange={onHospital}
        options={[
          { value: '', label: blank.hospital },
          ...hospitals.map((h) => ({ value: h.id, label: h.name })),
        ]}
      />
      <PickerField
        label="科室"
        value={departmentId}
        onChange={onDepartment}
        disabled={!hospitalId}
        options={[
          { value: '', label: hospitalId ? blank.department : '请先选择医院' },
          ...departmentOptions(departments),
        ]}
      />
      <PickerField
        label="医生"
        value={doctorId}
        onChange={onDoctor}
        disabled={!departmentId}
        options={[
          { value: '', label: departmentId ? blank.doctor : '请先选择科室' },
          ...doctors.map((d) => ({ value: d.id, label: `${d.name}（${d.title}）` })),
        ]}
      />
    </div>
  );
}
