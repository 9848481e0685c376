/**
 * Readings against the targets of the Chinese guidelines, said in words beside the arrow,
 * never by colour alone: blood pressure 140/90 mmHg (中国高血压防治指南 2018 年修订版),
 * fasting glucose 3.9 to 7.0 mmol/L (中国 2 型糖尿病防治指南 2020 年版).
 */
export function Pressure({ systolic, diastolic }: { systolic?: number; diastolic?: number }) {
  if (systolic === undefined || diastolic === undefined) return <>—</>;
  const high = systolic >= 140 || diastolic >= 90;
  return (
    <span className={high ? 'reading reading--high' : 'reading'}>
      {systolic}/{diastolic} mmHg
      {high && <span className="reading__flag"> ↑ 偏高</span>}
    </span>
  );
}

export function Glucose({ value }: { value?: number }) {
  if (value === undefined) return <>—</>;
  const flag = value >= 7 ? '↑ 偏高' : value < 3.9 ? '↓ 偏低' : '';
  return (
    <span className={flag ? 'reading reading--high' : 'reading'}>
      {value.toFixed(1)} mmol/L
      {flag && <span className="reading__flag"> {flag}</span>}
    </span>
  );
}
