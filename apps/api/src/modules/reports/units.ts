import ucum from '@lhncbc/ucum-lhc';

/**
 * Comparing a result with a range sent in another unit, under UCUM (NLM's ucum-lhc, the
 * reference implementation LOINC and FHIR point to). Mass and substance concentrations
 * (mg/dL and mmol/L) convert only with the analyte's molar mass, kept here for the common
 * chemistry by LOINC code; anything else that does not convert is left unconverted, and the
 * page says the units differ instead of computing a flag.
 */

const utils = ucum.UcumLhcUtils.getInstance();

/** g/mol, by LOINC code of the analyte's mass or substance concentration. */
const MOLAR_MASS: Record<string, number> = {
  // Glucose (blood, serum or plasma; fasting; mass and moles).
  '15074-8': 180.156,
  '2339-0': 180.156,
  '2345-7': 180.156,
  '1558-6': 180.156,
  '14749-6': 180.156,
  '14771-0': 180.156,
  '2093-3': 386.65, // Cholesterol
  '14647-2': 386.65,
  '2085-9': 386.65, // HDL cholesterol
  '14646-4': 386.65,
  '13457-7': 386.65, // LDL cholesterol (calculated)
  '18262-6': 386.65,
  '22748-8': 386.65,
  '2571-8': 885.7, // Triglyceride
  '14927-8': 885.7,
  '2160-0': 113.12, // Creatinine
  '14682-9': 113.12,
  '3094-0': 28.014, // Urea nitrogen (as N2)
  '6299-2': 28.014,
  '2028-9': 44.01, // Carbon dioxide
  '17861-6': 40.078, // Calcium
  '2000-8': 40.078,
  '1975-2': 584.66, // Bilirubin
  '14631-6': 584.66,
  '3084-1': 168.11, // Urate
  '14933-6': 168.11,
};

const plain = (unit: string) => unit.replace(/\s+/g, '').replace(/\^/g, '*').toLowerCase();

/** Whether two units are one (by spelling, or by UCUM: mmol/l and mmol/L); a missing one is. */
export function sameUnit(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || plain(a) === plain(b)) return true;
  const converted = convert(1, a, b);
  return converted !== undefined && Math.abs(converted - 1) < 1e-9;
}

/**
 * `value` in `from` expressed in `to`, or undefined when UCUM cannot relate them (unknown
 * units, other dimensions, or mass and moles without the analyte's molar mass).
 */
export function convert(
  value: number,
  from: string,
  to: string,
  loinc?: string,
): number | undefined {
  const molecularWeight = loinc ? MOLAR_MASS[loinc] : undefined;
  const result = utils.convertUnitTo(
    from,
    value,
    to,
    molecularWeight ? { molecularWeight } : undefined,
  );
  if (result.status !== 'succeeded' || result.toVal === null) return undefined;
  return Number.isFinite(result.toVal) ? result.toVal : undefined;
}

/** Rounds a converted bound to what a range is written with (3 significant digits). */
export function roundBound(value: number): number {
  return Number(value.toPrecision(3));
}
