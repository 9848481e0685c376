import { ID_TYPE_LABELS, type FamilyMember } from '@portal/contract';
import { Button } from '@/components/ui/button';

export interface FamilyMemberCardProps {
  member: FamilyMember;
  onEdit: (member: FamilyMember) => void;
  onDelete: (member: FamilyMember) => void;
  onConsent: (member: FamilyMember) => void;
}

const ACCESS_TEXT = {
  own: '本人',
  granted: '已同意您查看',
  pending: '已申请，等待其同意',
  none: '未同意（可预约挂号，不能查看报告和档案）',
} as const;

/** One family member as the server returns it (already masked). */
export function FamilyMemberCard({ member, onEdit, onDelete, onConsent }: FamilyMemberCardProps) {
  const facts: [string, string][] = [
    [ID_TYPE_LABELS[member.type], member.idNo],
    ['手机号', member.phone],
    ['性别', member.sex],
    ['年龄', `${member.age} 岁`],
    ['就诊卡号', member.cardNo ?? '未填写'],
    ['健康记录', ACCESS_TEXT[member.recordAccess]],
  ];
  return (
    <li className="family-card">
      <div className="family-card__head">
        <h3 className="family-card__name">{member.name}</h3>
        <span className="family-card__relation">{member.relation}</span>
      </div>
      <dl className="family-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="family-card__actions">
        {member.recordAccess !== 'granted' && (
          <Button
            variant="primary"
            aria-label={`获取 ${member.name} 的同意`}
            onClick={() => onConsent(member)}
          >
            获取同意
          </Button>
        )}
        <Button aria-label={`编辑就诊人 ${member.name}`} onClick={() => onEdit(member)}>
          编辑
        </Button>
        <Button
          variant="danger"
          aria-label={`删除就诊人 ${member.name}`}
          onClick={() => onDelete(member)}
        >
          删除
        </Button>
      </div>
    </li>
  );
}
