import { useQuery } from '@tanstack/react-query';
import { departmentQueryOptions } from '@/features/hospitals/api/get-department';
import { doctorQueryOptions } from '@/features/hospitals/api/get-doctor';
import { useHospital } from '@/features/hospitals/api/get-hospital';
import { useAllHospitals } from '@/features/hospitals/api/get-hospitals';
import { ConsultPage } from '@/features/interact/components/consult-page';
import type { PlaceSelection } from '@/features/interact/components/consult-places';
import { QueryScope } from '../query-scope';

/**
 * The place picker's lists from the hospital pages' own queries (features do not import each
 * other). A choice naming only a doctor fills in their hospital and department from the doctor.
 */
function usePlaces(chosen: PlaceSelection) {
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
  return {
    selection,
    places: {
      hospitals,
      departments: hospital.data?.departments ?? [],
      doctors: department.data?.doctors ?? [],
    },
  };
}

export default function InteractConsultRoute() {
  return (
    <QueryScope>
      <ConsultPage usePlaces={usePlaces} />
    </QueryScope>
  );
}
