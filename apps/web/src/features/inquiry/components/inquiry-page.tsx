import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { InquiryOptions } from '@portal/contract';
import { NotFound } from '@/components/not-found/not-found';
import { Tabs } from '@/components/ui/tabs';
import { useInquiryOptions } from '../api/get-options';
import { BloodDonationPanel } from './blood-donation-panel';
import { CheckupPanel } from './checkup-panel';
import { EmergencyPanel } from './emergency-panel';
import { GuidesPanel } from './guides-panel';
import { InstitutionsPanel } from './institutions-panel';
import { PractitionersPanel } from './practitioners-panel';
import { PricesPanel } from './prices-panel';
import { VaccinationPanel } from './vaccination-panel';
import './inquiry.css';

type WithOptions = (options: InquiryOptions) => ReactNode;

/** The queries in the address (`/inquiry/prices`), so each can be linked to and bookmarked. */
const QUERIES: { key: string; label: string; panel: WithOptions | (() => ReactNode) }[] = [
  { key: 'institutions', label: '医疗机构', panel: (o) => <InstitutionsPanel options={o} /> },
  { key: 'practitioners', label: '医师护士执业', panel: (o) => <PractitionersPanel options={o} /> },
  { key: 'prices', label: '服务价格', panel: (o) => <PricesPanel options={o} /> },
  { key: 'vaccination', label: '预防接种门诊', panel: (o) => <VaccinationPanel options={o} /> },
  { key: 'emergency', label: '急救与 AED', panel: (o) => <EmergencyPanel options={o} /> },
  { key: 'blood', label: '献血点', panel: () => <BloodDonationPanel /> },
  { key: 'checkup', label: '体检机构', panel: () => <CheckupPanel /> },
  { key: 'guides', label: '办事指南', panel: () => <GuidesPanel /> },
];

/** Until the choices arrive the lists already load: the filters fill in when they come. */
const NO_OPTIONS: InquiryOptions = {
  institutionTowns: [],
  institutionTypes: [],
  practitionerInstitutions: [],
  priceHospitals: [],
  vaccinationTowns: [],
  vaccines: [],
  emergencyTowns: [],
};

function Panel({ render }: { render: WithOptions }) {
  const options = useInquiryOptions();
  return render(options.data ?? NO_OPTIONS);
}

/** /inquiry/:tab: the everyday look-ups of the county health bureau (便民查询). */
export function InquiryPage() {
  const navigate = useNavigate();
  const { tab = QUERIES[0]!.key } = useParams();
  const active = QUERIES.find((q) => q.key === tab);
  if (!active) return <NotFound />;
  return (
    <div className="page-container inq-page">
      <h1>便民查询</h1>
      <p className="inq-muted">
        青禾县卫生健康局公布的医疗机构、执业人员、服务价格、接种门诊、急救点和办事指南，随时查询。
      </p>
      <Tabs
        label="查询项目"
        active={active.key}
        onChange={(key) => navigate(`/inquiry/${key}`)}
        items={QUERIES.map((q) => ({
          key: q.key,
          label: q.label,
          content: q.key === active.key && <Panel key={q.key} render={q.panel} />,
        }))}
      />
    </div>
  );
}
