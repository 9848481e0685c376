import { API, type ScanResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** chk_scan: whether signing in as `username` also needs a code sent to the bound phone. */
export async function needsDeviceCode(username: string): Promise<boolean> {
  const result = await api.get<ScanResult>(API.chkScan, { params: { username } });
  return result.needScan;
}
