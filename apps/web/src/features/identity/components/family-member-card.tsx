import { Button, Tag } from 'antd';
import { ID_TYPE_LABELS, type FamilyMember } from '@portal/contract';

export interface FamilyMemberCardProps {
  member: FamilyMember;
  onEdit: (member: FamilyMember) => void;
  onDelete: (member: FamilyMember) => void;
}

/** One family member as the server returns it (already masked). */
export function FamilyMemberCard({ member, onEdit, onDelete }: FamilyMemberCardProps) {
  const facts: [string, string][] = [
    [ID_TYPE_LABELS[member.type], member.idNo],
    ['手机号', member.phone],
    ['性别', member.sex],
    ['年龄', `${member.age} 岁`],
    ['就诊卡号', member.cardNo ?? '未填写'],
  ];
  return (
    <li className="family-card">
      <div className="family-card__head">
        <h3 className="family-card__name">{member.name}</h3>
        <Tag>{member.relation}</Tag>
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
        <Button aria-label={`编辑就诊人 ${member.name}`} onClick={() => onEdit(member)}>
          编辑
        </Button>
        <Button danger aria-label={`删除就诊人 ${member.name}`} onClick={() => onDelete(member)}>
          删除
        </Button>
      </div>
    </li>
  );
}
