import type { ActionName } from '@portal/contract';

/** What each chk_webaction action guards on the citizen site, for the bureau's policy page. */
export const ACTION_PROTECTS: Record<ActionName, string> = {
  login: '登录页（/login）',
  unbind_device: '解除设备绑定页（/unbind）',
  forget_password: '找回密码页（/forget）',
  register: '注册页（/accountRegister）',
  index: '首页（/home）：公告、热点与各项服务入口',
  hospital_list: '医院列表（/hospital/list）',
  hospital_detail: '医院介绍详情（/hospital/detail/…）：简介、科室、交通',
  shiftcase: '科室排班（/hospital/department）：医生排班与余号',
  doctor_detail: '医生详情（/doctor）：擅长、出诊时间',
  appoint: '预约挂号入口（/register）：选择医院、科室、号源',
  order: '确认预约（/register/confirm）：选择就诊人并提交预约',
  encyclopedia: '健康知识库（/wiki/knowledge）：疾病、文章列表',
  knowledge_detail: '知识库文章与疾病详情（/wiki/knowledge/article/…、disease/…）',
  identification: '中医体质辨识（/wiki/identify）',
  medical_evaluate: '就医评价：查看医院与医生的评价',
  consult: '在线咨询：浏览公开的问答',
  convenience_services: '便民查询与办事指南（/inquiry）',
  drug_control: '药品查询与药品详情（/drug）',
  help: '帮助中心（/helpcenter）',
  container: '个人中心首页（/account）',
  user_appoint: '我的预约：预约记录、取号密码、取消预约',
  user_report: '检验报告：本人及授权就诊人的检验结果',
  user_pacslist: '影像报告：检查报告与影像',
  user_jkda: '健康档案：个人健康记录',
  user_identity: '实名认证：提交与查看本人身份信息',
  user_cardbind: '绑定就诊卡：医院就诊卡与健康卡',
  user_consult: '我的咨询：本人提出的问题与回复',
  user_integration: '我的积分：积分明细与兑换',
  user_info: '个人设置：昵称、头像、密码、手机号',
};

/**
 * Pages a signed-out citizen must reach to sign in at all: a rule above 'none' here would lock
 * everyone out, so the console shows them fixed and the server refuses the change.
 */
export const FIXED_OPEN_ACTIONS: readonly string[] = [
  'login',
  'register',
  'forget_password',
  'unbind_device',
];
