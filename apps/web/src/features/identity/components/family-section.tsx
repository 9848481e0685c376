import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import type { FamilyMember } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import { ApiError } from '@/lib/api-client';
import { loadErrorText } from '@/lib/react-query';
import { deleteFamilyMember } from '../api/delete-family-member';
import { familyQueryOptions, useFamily } from '../api/get-family';
import { ConsentDialog } from './consent-dialog';
import { FamilyEditForm } from './family-edit-form';
import { FamilyMemberCard } from './family-member-card';
import { FamilyMemberForm } from './family-member-form';
import { toast } from '@/lib/toast';

/**
 * 就诊人: the people besides the user the account may book for, and whose records it may read
 * once each consents.
 */
export function FamilySection() {
  const family = useFamily();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries(familyQueryOptions());
  const { modal } = App.useApp();
  const headingId = useId();
  const limitId = useId();
  const [adding, setAdding] = useState(false);
  // Kept apart from `editOpen` so the dialog still has its member while it animates out.
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept apart from `consentOpen` for the same reason as `editing`.
  const [consentFor, setConsentFor] = useState<FamilyMember | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);

  const list = family.data?.list ?? [];
  const max = family.data?.max ?? 0;
  const full = family.data !== undefined && list.length >= max;

  const onAdded = () => {
    setAdding(false);
    toast.success('已添加就诊人');
    reload();
  };

  const onSaved = () => {
    setEditOpen(false);
    toast.success('就诊人信息已保存');
    reload();
  };

  const edit = (member: FamilyMember) => {
    setError(null);
    setEditing(member);
    setEditOpen(true);
  };

  const remove = (member: FamilyMember) => {
    setError(null);
    modal.confirm({
      title: '删除就诊人',
      content: `确定删除就诊人“${member.name}”吗？删除后不能再为其预约挂号或查询报告；需要时可以重新添加，查看其记录需再次获得其同意。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteFamilyMember(member.id);
          toast.success('已删除就诊人');
          reload();
        } catch (e) {
          if (e instanceof ApiError) setError(e.message);
        }
      },
    });
  };

  const body = () => {
    if (family.isError) {
      return <LoadError message={loadErrorText(family.error)} onRetry={reload} />;
    }
    if (family.data === undefined) return <Skeleton active />;
    if (list.length === 0) return <Empty description="还没有添加就诊人" />;
    return (
      <ul className="family-list" aria-labelledby={headingId}>
        {list.map((member) => (
          <FamilyMemberCard
            key={member.id}
            member={member}
            onEdit={edit}
            onDelete={remove}
            onConsent={(m) => {
              setConsentFor(m);
              setConsentOpen(true);
            }}
          />
        ))}
      </ul>
    );
  };

  return (
    <Card
      id="family"
      className="identity-card"
      title={
        <h2 id={headingId} className="identity-card__title">
          就诊人
        </h2>
      }
    >
      {/* Shown once the list is there: a button disabled only while loading reads as unusable
          (and its grey text measured 1.81:1), so it waits until it can be used. */}
      {family.data !== undefined && (
        <div className="family-toolbar">
          <Button
            type="primary"
            disabled={full}
            aria-describedby={limitId}
            onClick={() => {
              setError(null);
              setAdding(true);
            }}
          >
            添加就诊人
          </Button>
          <span id={limitId} className="family-limit">
            {full ? `最多添加 ${max} 位就诊人` : `已添加 ${list.length} 位，最多 ${max} 位`}
          </span>
        </div>
      )}
      {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
      {body()}
      <FamilyMemberForm open={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
      {consentFor && (
        <ConsentDialog
          key={consentFor.id}
          member={consentFor}
          open={consentOpen}
          onClose={() => setConsentOpen(false)}
          afterClose={() => setConsentFor(null)}
        />
      )}
      {editing && (
        <FamilyEditForm
          key={editing.id}
          member={editing}
          open={editOpen}
          onClose={() => setEditOpen(false)}
          afterClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}
