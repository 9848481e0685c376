/**
 * Permission action names from the spec (section 2). Routes carry one in their meta and
 * the server's policy table maps each to a requirement.
 */
export const ACTIONS = [
  'login',
  'unbind_device',
  'forget_password',
  'register',
  'index',
  'hospital_list',
  'hospital_detail',
  'shiftcase',
  'doctor_detail',
  'appoint',
  'order',
  'encyclopedia',
  'knowledge_detail',
  'identification',
  'medical_evaluate',
  'consult',
  'convenience_services',
  'drug_control',
  'help',
  'container',
  'user_appoint',
  'user_report',
  'user_pacslist',
  'user_jkda',
  'user_identity',
  'user_cardbind',
  'user_consult',
  'user_integration',
  'user_info',
] as const;

export type ActionName = (typeof ACTIONS)[number];

/** chk_webaction answers: 0 allowed, 1 sign-in needed, 2 identity verification needed. */
export type WebActionResult = 0 | 1 | 2;
