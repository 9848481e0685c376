import type { DrugSummary } from '@portal/contract';

const RX_WORDS: Record<DrugSummary['rx'], { text: string; tone: string }> = {
  处方药: { text: '处方药（须凭医生处方）', tone: 'rx' },
  甲类非处方药: { text: '甲类非处方药（OTC，药师指导下购买）', tone: 'otc-a' },
  乙类非处方药: { text: '乙类非处方药（OTC，可自行购买）', tone: 'otc-b' },
};

const INSURANCE_WORDS: Record<DrugSummary['insurance'], string> = {
  甲: '医保甲类',
  乙: '医保乙类（个人先付一部分）',
  无: '非医保药品',
};

/** Prescription status, insurance class and the essential list, each said in words. */
export function DrugBadges({ drug, short = false }: { drug: DrugSummary; short?: boolean }) {
  const rx = RX_WORDS[drug.rx];
  return (
    <div className="drug-badges">
      <span className={`drug-badge drug-badge--${rx.tone}`}>{short ? drug.rx : rx.text}</span>
      <span className="drug-badge">
        {short
          ? INSURANCE_WORDS[drug.insurance].replace(/（.*）/, '')
          : INSURANCE_WORDS[drug.insurance]}
      </span>
      {drug.essential && <span className="drug-badge">国家基本药物</span>}
    </div>
  );
}
