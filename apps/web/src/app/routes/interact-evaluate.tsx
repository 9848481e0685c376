import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { departmentQueryOptions } from '@/features/hospitals/api/get-department';
import { doctorQueryOptions } from '@/features/hospitals/api/get-doctor';
import { useHospital } from '@/features/hospitals/api/get-hospital';
import { useAllHospitals } from '@/features/hospitals/api/get-hospitals';
import { EvaluatePage, readSelection } from '@/features/interact/components/evaluate-page';
import { QueryScope } from '../query-scope';

/**
 * The evaluations page with the hospital pages' own queries for its choice (features do not
 * import each other). A link naming only a doctor (?doctor=) fills in their hospital and
 * department from the doctor.
 */
function Evaluate() {
  const [params] = useSearchParams();
  const chosen = readSelection(params);
  const doctor = useQuery({
    ...doctorQueryOptions(chosen.doctorId),
    enabled: chosen.doctorId !== '',
  });
  const selection = {
    ...chosen,
    hospitalId: chosen.hospitalId || doctor.data?.hospitalId || '',
    departmentId: chosen.departmentId || doctor.data?.departmentId || '',
  };
  const hospitals = useAllHospitals();
  const hospital = useHospital(selection.hospitalId);
  const department = useQuery({
    ...departmentQueryOptions(selection.departmentId),
    enabled: selection.departmentId !== '',
  });
  return (
    <EvaluatePage
      selection={selection}
      places={{
        hospitals,
        departments: hospital.data?.departments ?? [],
        doctors: department.data?.doctors ?? [],
      }}
    />
  );
}

export default function InteractEvaluateRoute() {
  return (
    <QueryScope>
      <Evaluate />
    </QueryScope>
  );
}
