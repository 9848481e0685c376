import { DepartmentSchedulePage } from '@/features/hospitals/components/department-schedule-page';
import { QueryScope } from '../query-scope';

export default function HospitalDepartmentRoute() {
  return (
    <QueryScope>
      <DepartmentSchedulePage />
    </QueryScope>
  );
}
