import type { ChronicCondition, CheckUp, HealthProfileRecord } from '@portal/contract';
import { Glucose, Pressure } from './readings';

type Doctor = NonNullable<HealthProfileRecord['familyDoctor']>;

function Facts({ items }: { items: [string, string | number | undefined][] }) {
  return (
    <dl className="profile-facts">
      {items
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([label, value]) => (
          <div key={label} className="profile-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function Basics({ record }: { record: HealthProfileRecord }) {
  const b = record.basics;
  const bmi =
    b.heightCm && b.weightKg ? (b.weightKg / (b.heightCm / 100) ** 2).toFixed(1) : undefined;
  return (
    <Facts
      items={[
        ['血型', b.bloodType && `${b.bloodType} 型${b.rh ? `，Rh ${b.rh}` : ''}`],
        ['身高', b.heightCm && `${b.heightCm} cm`],
        ['体重', b.weightKg && `${b.weightKg} kg`],
        ['体质指数（BMI）', bmi],
        ['职业', b.occupation],
        ['医疗费用支付方式', b.payment],
        ['家族史', b.familyHistory?.join('；')],
        ['残疾情况', b.disability],
      ]}
    />
  );
}

export function Allergies({ record }: { record: HealthProfileRecord }) {
  if (record.allergies.length === 0) return <p>无已知药物或食物过敏。</p>;
  return (
    <ul className="profile-list">
      {record.allergies.map((a) => (
        <li key={a.substance}>
          <strong>{a.substance}</strong>
          {a.reaction && `：${a.reaction}`}
          {a.severity && `（${a.severity}）`}
        </li>
      ))}
    </ul>
  );
}

function ConditionBlock({ condition }: { condition: ChronicCondition }) {
  return (
    <article className="profile-condition" aria-labelledby={`cond-${condition.name}`}>
      <h3 id={`cond-${condition.name}`}>{condition.name}</h3>
      <Facts
        items={[
          ['确诊日期', condition.diagnosedOn],
          ['目前用药', condition.medication?.join('；')],
        ]}
      />
      <h4>随访记录（最新在前）</h4>
      <ol className="profile-visits" aria-label={`${condition.name}随访记录`}>
        {condition.followUps.map((f) => (
          <li key={f.date} className="profile-visit">
            <span className="profile-visit__date">{f.date}</span>
            {f.systolic !== undefined && (
              <span>
                血压 <Pressure systolic={f.systolic} diastolic={f.diastolic} />
              </span>
            )}
            {f.fastingGlucose !== undefined && (
              <span>
                空腹血糖 <Glucose value={f.fastingGlucose} />
              </span>
            )}
            {f.assessment && <span>评价：{f.assessment}</span>}
            {f.advice && <span className="profile-visit__advice">{f.advice}</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}

export function Conditions({ record }: { record: HealthProfileRecord }) {
  if (record.conditions.length === 0) return <p>没有纳入慢性病管理的疾病。</p>;
  return (
    <>
      {record.conditions.map((c) => (
        <ConditionBlock key={c.name} condition={c} />
      ))}
      <p className="profile-note">
        ↑ 偏高、↓ 偏低按一般成人控制目标标注：血压低于 140/90 mmHg，空腹血糖 3.9～7.0
        mmol/L；您的个人目标请以家庭医生的意见为准。
      </p>
    </>
  );
}

export function Vaccinations({ record }: { record: HealthProfileRecord }) {
  if (record.vaccinations.length === 0) return <p>暂无接种记录。</p>;
  return (
    <ul className="profile-list">
      {record.vaccinations.map((v) => (
        <li key={`${v.vaccine}-${v.date}`}>
          <span className="profile-visit__date">{v.date}</span> <strong>{v.vaccine}</strong>
          {v.dose && ` ${v.dose}`}
          {v.org && <span className="profile-muted">（{v.org}）</span>}
        </li>
      ))}
    </ul>
  );
}

function CheckUpBlock({ c }: { c: CheckUp }) {
  return (
    <li className="profile-checkup">
      <h3>
        {c.date.slice(0, 4)} 年体检 <span className="profile-muted">{c.date}</span>
      </h3>
      <Facts
        items={[
          ['体检机构', c.org],
          ['生活自理能力', c.selfCare],
          ['体质指数（BMI）', c.bmi],
        ]}
      />
      <p>
        血压 <Pressure systolic={c.systolic} diastolic={c.diastolic} />
        ；空腹血糖 <Glucose value={c.fastingGlucose} />
      </p>
      {c.findings.length > 0 && <p>异常发现：{c.findings.join('；')}</p>}
      <p>结论：{c.conclusion}</p>
      {c.advice && <p>健康指导：{c.advice}</p>}
    </li>
  );
}

export function CheckUps({ record }: { record: HealthProfileRecord }) {
  return (
    <ol className="profile-checkups" aria-label="历年体检">
      {record.checkups.map((c) => (
        <CheckUpBlock key={c.date} c={c} />
      ))}
    </ol>
  );
}

export function FamilyDoctorCard({ doctor }: { doctor: Doctor }) {
  return (
    <>
      <Facts
        items={[
          ['签约团队', doctor.team],
          ['家庭医生', doctor.doctor],
          ['签约机构', doctor.org],
          ['签约有效期', `${doctor.signedOn} 至 ${doctor.validUntil}`],
          ['服务内容', doctor.services.join('、')],
        ]}
      />
      <p>
        联系团队：<a href={`tel:${doctor.phone}`}>{doctor.phone}</a>
      </p>
    </>
  );
}
