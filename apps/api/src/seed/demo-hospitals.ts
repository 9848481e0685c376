import type { ClinicType, HospitalLevel, HospitalType } from '@portal/contract';

/**
 * The demo county's hospitals. Every name, address, phone number and person is made up
 * (青禾县 does not exist); the text is written as a real county's would be.
 */
export interface DemoHospital {
  name: string;
  level: HospitalLevel;
  type: HospitalType;
  intro: string;
  address: string;
  phones: { label: string; number: string }[];
  hours: string;
  transport: string;
  notices: string[];
  specialties: string[];
  /** Top-level categories and their clinics, by name (demo-departments.ts describes them). */
  departments: [string, string[]][];
  /** Named doctors per clinic. */
  doctorsPerClinic: number;
  /** 放号方式 抽签 for these clinic types with this window; first come when absent. */
  draw?: { clinicTypes: ClinicType[]; minutes: number };
}

const COMMON_NOTICES = [
  '就诊当日请携带身份证或医保电子凭证，凭取号密码在自助机或窗口取号。',
  '请提前 15 分钟到达候诊区，过号后需重新排队。',
  '发热、咳嗽患者请先到发热门诊或预检分诊处就诊。',
];

export const DEMO_HOSPITALS: DemoHospital[] = [
  {
    name: '青禾县人民医院',
    level: '三级乙等',
    type: '综合医院',
    intro:
      '青禾县人民医院始建于 1951 年，是全县规模最大的公立综合医院，承担全县急危重症救治、基层转诊和住院医师规范化培训任务。医院开放床位 860 张，设临床科室 32 个，拥有 3.0T 磁共振、128 排 CT、数字减影血管造影机等设备，胸痛中心、卒中中心、创伤中心通过省级认证。（本院为演示数据，虚构）',
    address: '青禾县城关镇人民路 128 号',
    phones: [
      { label: '总机', number: '0999-6623120' },
      { label: '预约咨询', number: '0999-6623121' },
      { label: '急诊', number: '0999-6623120 转 8120' },
    ],
    hours: '周一至周日 上午 08:00-12:00，下午 13:30-17:00；夜间门诊 18:00-21:00；急诊 24 小时',
    transport: '县城 1 路、3 路、7 路公交“人民医院站”下车即到；院内地下停车场入口在人民路东侧。',
    notices: [...COMMON_NOTICES, '门诊大楼一楼设老年人、残疾人绿色通道和轮椅借用点。'],
    specialties: ['心血管内科（胸痛中心）', '神经内科（卒中中心）', '骨科', '普外科', '消化内科'],
    departments: [
      ['内科', ['心血管内科', '呼吸内科', '消化内科', '神经内科', '内分泌科', '肾内科']],
      ['外科', ['普外科', '骨科', '泌尿外科', '神经外科', '胸外科']],
      ['妇产科', ['妇科', '产科']],
      ['儿科', ['儿内科', '新生儿科']],
      ['五官科', ['眼科', '耳鼻咽喉科', '口腔科']],
      ['中医科', ['中医内科', '针灸推拿科']],
      ['医技与其他', ['皮肤科', '康复医学科', '体检中心']],
    ],
    doctorsPerClinic: 3,
    // The county hospital's 专家号 are the scarce ones: a newcomer sees both release modes.
    draw: { clinicTypes: ['专家'], minutes: 5 },
  },
  {
    name: '青禾县第二人民医院',
    level: '二级甲等',
    type: '综合医院',
    intro:
      '青禾县第二人民医院位于县城南部新区，是以骨科、老年病和康复见长的二级甲等综合医院，开放床位 320 张，是县医共体南片区牵头医院，与白沙镇、石门镇卫生院建立双向转诊。（演示数据，虚构）',
    address: '青禾县南湖新区滨河大道 66 号',
    phones: [
      { label: '总机', number: '0999-6652000' },
      { label: '预约咨询', number: '0999-6652001' },
    ],
    hours: '周一至周六 上午 08:00-12:00，下午 13:30-17:00；周日上午门诊；急诊 24 小时',
    transport: '县城 5 路、9 路公交“南湖新区站”下车向东 200 米。',
    notices: [...COMMON_NOTICES],
    specialties: ['骨科', '老年医学科', '康复医学科'],
    departments: [
      ['内科', ['心血管内科', '呼吸内科', '消化内科', '老年医学科']],
      ['外科', ['普外科', '骨科']],
      ['妇产科', ['妇科']],
      ['儿科', ['儿内科']],
      ['五官科', ['眼科', '口腔科']],
      ['医技与其他', ['康复医学科']],
    ],
    doctorsPerClinic: 2,
  },
  {
    name: '青禾县中医院',
    level: '二级甲等',
    type: '中医医院',
    intro:
      '青禾县中医院是全县中医药医疗、教学、预防保健中心，设中医内、外、妇、儿、骨伤、针灸推拿、治未病等科室，开展冬病夏治三伏贴、膏方调理和中医体质辨识。医院有县级名中医 6 人，院内制剂 21 种。（演示数据，虚构）',
    address: '青禾县城关镇杏林路 18 号',
    phones: [
      { label: '总机', number: '0999-6631888' },
      { label: '预约咨询', number: '0999-6631889' },
    ],
    hours: '周一至周日 上午 08:00-12:00，下午 13:30-17:00；周二、周四夜间门诊 18:00-21:00',
    transport: '县城 2 路、3 路公交“杏林路口站”下车步行 100 米。',
    notices: [...COMMON_NOTICES, '三伏贴、三九贴请在治未病科预约，贴敷当日请勿空腹。'],
    specialties: ['针灸推拿科', '骨伤科', '脾胃病科', '治未病科'],
    departments: [
      ['内科', ['中医内科', '脾胃病科', '心脑病科', '肺病科']],
      ['外科', ['骨伤科', '中医外科']],
      ['妇产科', ['中医妇科']],
      ['儿科', ['中医儿科']],
      ['中医科', ['针灸推拿科', '治未病科', '中医康复科']],
      ['五官科', ['中医五官科']],
    ],
    doctorsPerClinic: 3,
  },
  {
    name: '青禾县妇幼保健院',
    level: '二级甲等',
    type: '妇幼保健院',
    intro:
      '青禾县妇幼保健院承担全县妇女儿童医疗保健、孕产妇和儿童系统管理、出生缺陷防治工作，设孕产保健、儿童保健、妇女保健三大部，是县危重孕产妇和新生儿救治中心。（演示数据，虚构）',
    address: '青禾县城关镇文昌路 36 号',
    phones: [
      { label: '总机', number: '0999-6641200' },
      { label: '产科急诊', number: '0999-6641120' },
    ],
    hours: '周一至周日 上午 08:00-12:00，下午 13:30-17:00；产科急诊 24 小时',
    transport: '县城 1 路、6 路公交“文昌路站”下车即到。',
    notices: [...COMMON_NOTICES, '孕妇首次建档请携带身份证和《母子健康手册》。'],
    specialties: ['产科', '儿童保健科', '妇科'],
    departments: [
      ['妇产科', ['产科', '妇科', '孕产保健科', '妇女保健科']],
      ['儿科', ['儿内科', '儿童保健科', '新生儿科']],
      ['医技与其他', ['预防接种门诊']],
    ],
    doctorsPerClinic: 3,
  },
  {
    name: '青禾县白沙镇中心卫生院',
    level: '一级',
    type: '乡镇卫生院',
    intro:
      '白沙镇中心卫生院服务白沙、柳塘等 3 个乡镇约 5.2 万人，提供常见病诊治、中医适宜技术、预防接种、慢病管理和家庭医生签约服务，是县人民医院医共体成员单位。（演示数据，虚构）',
    address: '青禾县白沙镇白沙街 9 号',
    phones: [{ label: '总机', number: '0999-6711020' }],
    hours: '周一至周五 上午 08:00-12:00，下午 13:30-17:00；周六上午门诊',
    transport: '县城至白沙镇城乡公交 K3 路“白沙卫生院站”下车。',
    notices: [...COMMON_NOTICES, '预防接种请携带预防接种证，接种后留观 30 分钟。'],
    specialties: ['全科医学科', '中医科'],
    departments: [['全科', ['全科医学科', '中医科', '预防保健科', '预防接种门诊', '口腔科']]],
    doctorsPerClinic: 2,
  },
  {
    name: '青禾县石门镇卫生院',
    level: '一级',
    type: '乡镇卫生院',
    intro:
      '石门镇卫生院地处县境西部山区，服务人口约 2.3 万，开设全科、中医、预防接种和慢病随访，每周有县人民医院专家下沉坐诊。（演示数据，虚构）',
    address: '青禾县石门镇新街 21 号',
    phones: [{ label: '总机', number: '0999-6722031' }],
    hours: '周一至周五 上午 08:00-12:00，下午 13:30-17:00',
    transport: '县城至石门镇城乡公交 K5 路终点站下车，向北步行 300 米。',
    notices: [...COMMON_NOTICES],
    specialties: ['全科医学科'],
    departments: [['全科', ['全科医学科', '中医科', '预防接种门诊']]],
    doctorsPerClinic: 2,
  },
  {
    name: '青禾县柳塘乡卫生院',
    level: '一级',
    type: '乡镇卫生院',
    intro:
      '柳塘乡卫生院服务人口约 1.6 万，提供基本医疗、基本公共卫生和家庭医生签约服务，下设 7 个村卫生室。（演示数据，虚构）',
    address: '青禾县柳塘乡柳塘村 1 组',
    phones: [{ label: '总机', number: '0999-6733010' }],
    hours: '周一至周五 上午 08:00-12:00，下午 13:30-17:00',
    transport: '城乡公交 K3 路“柳塘站”下车。',
    notices: [...COMMON_NOTICES],
    specialties: ['全科医学科'],
    departments: [['全科', ['全科医学科', '中医科', '预防保健科']]],
    doctorsPerClinic: 2,
  },
  {
    name: '青禾县城东社区卫生服务中心',
    level: '一级',
    type: '社区卫生服务中心',
    intro:
      '城东社区卫生服务中心服务城东 6 个社区约 4.8 万居民，提供全科诊疗、家庭医生签约、老年人健康体检、高血压和糖尿病随访、儿童预防接种。（演示数据，虚构）',
    address: '青禾县城关镇东园路 52 号',
    phones: [{ label: '总机', number: '0999-6615010' }],
    hours: '周一至周日 上午 08:00-12:00，下午 13:30-17:00',
    transport: '县城 4 路、7 路公交“东园路站”下车。',
    notices: [...COMMON_NOTICES, '65 岁以上老人每年可免费体检一次，请空腹前来。'],
    specialties: ['全科医学科', '预防接种门诊'],
    departments: [['全科', ['全科医学科', '中医科', '预防保健科', '预防接种门诊']]],
    doctorsPerClinic: 2,
  },
  {
    name: '青禾县城西社区卫生服务中心',
    level: '一级',
    type: '社区卫生服务中心',
    intro:
      '城西社区卫生服务中心服务城西 5 个社区约 3.9 万居民，设全科、中医、康复和预防保健，开展慢病长处方和送药上门。（演示数据，虚构）',
    address: '青禾县城关镇西河路 15 号',
    phones: [{ label: '总机', number: '0999-6616020' }],
    hours: '周一至周六 上午 08:00-12:00，下午 13:30-17:00',
    transport: '县城 2 路、8 路公交“西河桥站”下车。',
    notices: [...COMMON_NOTICES],
    specialties: ['全科医学科', '中医科'],
    departments: [['全科', ['全科医学科', '中医科', '康复医学科', '预防保健科']]],
    doctorsPerClinic: 2,
  },
];
