/** The part of NLM's ucum-lhc (it ships no types) that units.ts uses. */
declare module '@lhncbc/ucum-lhc' {
  interface ConversionResult {
    status: 'succeeded' | 'failed' | 'error';
    toVal: number | null;
    msg: string[];
  }
  interface UcumLhcUtils {
    convertUnitTo(
      fromUnit: string,
      fromVal: number,
      toUnit: string,
      options?: { molecularWeight?: number },
    ): ConversionResult;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
