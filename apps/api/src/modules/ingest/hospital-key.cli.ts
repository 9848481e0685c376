import type { Db } from '../../db/database.js';
import { createHospitalKey, hospitalKeys, revokeHospitalKey } from './hospital-key.service.js';

export const HOSPITAL_KEY_USAGE =
  'hospital-key create <医院编号> | hospital-key revoke <密钥编号> | hospital-key list';

/** `npm run cli -- hospital-key …`: a hospital system's key is printed once, at creation. */
export async function hospitalKeyCommand(db: Db, args: string[]): Promise<boolean> {
  const [action, id] = args;
  if (action === 'create' && id) {
    const created = await createHospitalKey(db, id);
    if (!created) {
      console.error(`医院不存在：${id}`);
      process.exitCode = 1;
      return true;
    }
    console.log(`已为 ${created.hospitalName} 创建接口密钥（编号 ${created.id}），只显示这一次：`);
    console.log(created.key);
    return true;
  }
  if (action === 'revoke' && id) {
    const revoked = await revokeHospitalKey(db, id);
    console.log(revoked ? `已吊销密钥 ${id}` : `没有可吊销的密钥 ${id}`);
    if (!revoked) process.exitCode = 1;
    return true;
  }
  if (action === 'list') {
    for (const k of await hospitalKeys(db)) {
      const state = k.revoked_at ? `已吊销 ${k.revoked_at}` : '有效';
      console.log(`${k.id}  ${k.hospital_name}  ${k.prefix}…  创建于 ${k.created_at}  ${state}`);
    }
    return true;
  }
  return false;
}
