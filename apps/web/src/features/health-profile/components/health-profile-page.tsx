import { useState } from 'react';
import { canReadRecords } from '@portal/contract';
import { PersonPicker } from '@/components/person-picker/person-picker';
import { RecordConsentNotice } from '@/components/record-consent/record-consent-notice';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useHealthProfile } from '../api/get-health-profile';
import {
  Allergies,
  Basics,
  CheckUps,
  Conditions,
  FamilyDoctorCard,
  Vaccinations,
} from './profile-sections';
import './health-profile.css';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One person's record, once the page knows it may be read. */
function Profile({ patientId }: { patientId: string }) {
  const record = useHealthProfile(patientId);
  return (
    <QueryState query={record}>
      {({ patient, profile }) =>
        !profile ? (
          <Empty
            description={`还没有${patient.name}的居民健康档案。健康档案由户籍或居住地的乡镇卫生院、社区卫生服务中心建立，建档后会自动显示在这里。`}
          />
        ) : (
          <>
            <div className="profile-head">
              <p className="profile-head__who">
                {patient.name}（{patient.relation}） · 证件 {patient.idNo}
              </p>
              <p>
                档案编号 {profile.recordNo} · 建档机构 {profile.orgName} · 建档日期{' '}
                {profile.createdOn}
              </p>
              <p className="profile-muted">更新于 {chinaDateTimeFull(profile.updatedAt)}</p>
            </div>
            <Section id="profile-basics" title="基本信息">
              <Basics record={profile} />
            </Section>
            <Section id="profile-allergies" title="过敏史">
              <Allergies record={profile} />
            </Section>
            <Section id="profile-conditions" title="慢性病管理">
              <Conditions record={profile} />
            </Section>
            <Section id="profile-vaccinations" title="预防接种">
              <Vaccinations record={profile} />
            </Section>
            {profile.checkups.length > 0 && (
              <Section id="profile-checkups" title="老年人健康体检">
                <CheckUps record={profile} />
              </Section>
            )}
            <Section id="profile-doctor" title="家庭医生签约">
              {profile.familyDoctor ? (
                <FamilyDoctorCard doctor={profile.familyDoctor} />
              ) : (
                <p>尚未签约家庭医生，可到就近的乡镇卫生院或社区卫生服务中心签约。</p>
              )}
            </Section>
            <p className="profile-note">
              档案内容由基层医疗卫生机构按《国家基本公共卫生服务规范（第三版）》记录，如有错误请联系建档机构更正。
              参考：《中国高血压防治指南（2018 年修订版）》《中国 2 型糖尿病防治指南（2020
              年版）》。
            </p>
          </>
        )
      }
    </QueryState>
  );
}

/**
 * /account/health_profile (健康档案): the resident health record, self or a family member.
 * The holder's own answer lists the people; a member who has not consented is shown how to
 * ask instead of a failed request.
 */
export function HealthProfilePage() {
  const [patientId, setPatientId] = useState('self');
  const own = useHealthProfile('self');
  return (
    <div className="profile-page">
      <h1>健康档案</h1>
      <QueryState query={own}>
        {({ people }) => {
          const person = people.find((p) => p.patientId === patientId) ?? people[0]!;
          return (
            <>
              <PersonPicker people={people} value={person.patientId} onChange={setPatientId} />
              {canReadRecords(person.recordAccess) ? (
                <Profile patientId={person.patientId} />
              ) : (
                <RecordConsentNotice name={person.name} state={person.recordAccess} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
