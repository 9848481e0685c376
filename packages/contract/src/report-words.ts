import type { ReportType } from './reports.js';

/**
 * The report types on the 检验报告 list and counted by get_jyhospital ("hospitals with lab
 * reports"): lab and microbiology. Imaging has its own list (/account/image_report).
 */
export const LAB_LIST_TYPES: readonly ReportType[] = ['lab', 'micro'];

/**
 * Imaging modalities in words, by the code hospitals send (DICOM defined terms, plus DR and DSA
 * as Chinese hospitals write them). One table for every page that shows a modality; a citizen
 * reads 超声, not US.
 */
export const MODALITY_LABELS: Readonly<Record<string, string>> = {
  CR: 'X线',
  DR: 'X线',
  DX: 'X线',
  RG: 'X线',
  RF: 'X线透视',
  DF: 'X线透视',
  IO: '口腔X线（牙片）',
  PX: '口腔全景X线',
  MG: '乳腺X线（钼靶）',
  CT: 'CT（计算机断层扫描）',
  MR: '磁共振',
  MA: '磁共振血管成像',
  MS: '磁共振波谱',
  US: '超声',
  EC: '心脏超声',
  CD: '彩色多普勒超声',
  DD: '多普勒超声',
  IVUS: '血管内超声',
  BDUS: '超声骨密度',
  BMD: '骨密度',
  NM: '核医学',
  ST: 'SPECT（单光子发射断层扫描）',
  PT: 'PET（正电子发射断层扫描）',
  XA: '血管造影',
  DS: '血管造影（DSA）',
  DSA: '血管造影（DSA）',
  ES: '内镜',
  CS: '膀胱镜',
  LP: '腹腔镜',
  AS: '血管镜',
  OP: '眼底照相',
  OPT: '眼科光学断层扫描（OCT）',
  OCT: '光学断层扫描（OCT）',
  FA: '眼底荧光血管造影',
  ECG: '心电图',
  EPS: '心脏电生理',
  HD: '血流动力学',
  GM: '显微镜检查',
  SM: '病理切片',
  XC: '体表照相',
  TG: '热成像',
  DG: '透照检查',
  OT: '其他检查',
};

/** A modality code in words; a code the table does not know is shown as sent. */
export function modalityInWords(code: string): string {
  return MODALITY_LABELS[code.toUpperCase()] ?? code;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Powers of ten as hospitals type them (≥10^5 CFU/mL, 1x10^-3) set as superscripts
 * (≥10⁵ CFU/mL), the way they are printed: "10^5" is a keyboard's spelling, not a number a
 * citizen reads. Unicode superscripts keep the text plain, so it folds and copies as text.
 */
export function powersOfTen(text: string): string {
  return text.replace(
    /10\^([+-]?)(\d{1,3})/g,
    (_, sign: string, digits: string) =>
      `10${sign === '-' ? '⁻' : ''}${[...digits].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join('')}`,
  );
}

/** The same for reading aloud: "10的5次方", which a speech voice says correctly. */
export function powersOfTenSpoken(text: string): string {
  return text.replace(
    /10\^([+-]?)(\d{1,3})/g,
    (_, sign: string, digits: string) => `10的${sign === '-' ? '负' : ''}${digits}次方`,
  );
}
