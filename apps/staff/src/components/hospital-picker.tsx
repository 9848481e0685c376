import { API, type HospitalPage } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api';
import { useMe } from '@/lib/auth';

const ALL = '';

/** Every hospital of the county (public list; a county has far fewer than 100). */
function useHospitals() {
  return useQuery({
    queryKey: ['hospitals', 'all'],
    queryFn: () => api.get<HospitalPage>(API.hospitals, { pageNo: 1, pageSize: 100 }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The hospital a hospital page works on: a hospital administrator's own one (fixed), or the
 * one the bureau picked, kept in `?hospital=` so a reload or a shared link keeps it.
 * undefined while nothing is chosen (the bureau before picking, or "all" on pages that allow it).
 */
export function useHospitalChoice(): [
  string | undefined,
  (hospitalId: string | undefined) => void,
] {
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const own = me?.staff.role === 'bureau_admin' ? null : me?.staff.hospitalId;
  const chosen = own ?? (params.get('hospital') || undefined);
  const choose = useCallback(
    (hospitalId: string | undefined) => {
      if (own) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (hospitalId) next.set('hospital', hospitalId);
          else next.delete('hospital');
          return next;
        },
        { replace: true },
      );
    },
    [own, setParams],
  );
  return [chosen, choose];
}

interface HospitalPickerProps {
  /** Offer "全部医院" to the bureau (e.g. the dashboard); otherwise the first hospital is chosen. */
  allowAll?: boolean;
}

/** Which hospital the page shows: fixed text for a hospital administrator, a Select for the bureau. */
export function HospitalPicker({ allowAll = false }: HospitalPickerProps) {
  const me = useMe().data;
  const hospitals = useHospitals();
  const [hospitalId, setHospitalId] = useHospitalChoice();
  const labelId = useId();
  const isBureau = me?.staff.role === 'bureau_admin';
  const list = hospitals.data?.list ?? [];

  useEffect(() => {
    // The bureau must be working on some hospital: start with the first one.
    const first = hospitals.data?.list[0];
    if (isBureau && !allowAll && !hospitalId && first) setHospitalId(first.id);
  }, [isBureau, allowAll, hospitalId, hospitals.data, setHospitalId]);

  if (!me) return null;
  if (!isBureau) {
    const name = list.find((h) => h.id === hospitalId)?.name;
    return (
      <Typography.Paragraph>
        医院：
        <Typography.Text strong>{name ?? (hospitals.isLoading ? '加载中…' : '')}</Typography.Text>
      </Typography.Paragraph>
    );
  }
  const options = [
    ...(allowAll ? [{ value: ALL, label: '全部医院' }] : []),
    ...list.map((h) => ({ value: h.id, label: h.name })),
  ];
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <span id={labelId}>医院：</span>
      <Select
        aria-labelledby={labelId}
        style={{ minWidth: 240 }}
        loading={hospitals.isLoading}
        options={options}
        value={hospitalId ?? (allowAll ? ALL : undefined)}
        placeholder="请选择医院"
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(value: string) => setHospitalId(value === ALL ? undefined : value)}
      />
    </Space>
  );
}
