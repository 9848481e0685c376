import { useState } from 'react';
import type { FamilyMember } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Empty } from '@/components/ui/empty';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { loadErrorText } from '@/lib/react-query';
import { toast } from '@/lib/toast';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { useFamily } from '../api/get-family';
import { ConsentDialog } from './consent-dialog';
import { FamilyEditForm } from './family-edit-form';
import { FamilyMemberCard } from './family-member-card';
import { FamilyMemberForm } from './family-member-form';

/** Which dialog is open, and for whom; each opening starts afresh. */
type Open = { kind: 'add' } | { kind: 'edit' | 'delete' | 'consent'; member: FamilyMember } | null;

/**
 * 就诊人: the people besides the user the account may book for, and whose records it may read
 * once each consents.
 */
export function FamilySection() {
  const family = useFamily();
  const remove = useDeleteFamilyMember();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const list = family.data?.list ?? [];
  const max = family.data?.max ?? 0;
  const full = family.data !== undefined && list.length >= max;
  const show = (next: Open) => {
    remove.reset();
    setOpen(next);
  };

  const body = () => {
    if (family.isError) {
      return (
        <LoadError message={loadErrorText(family.error)} onRetry={() => void family.refetch()} />
      );
    }
    if (family.data === undefined) return <Skeleton />;
    if (list.length === 0) return <Empty description="还没有添加就诊人" />;
    return (
      <ul className="family-list" aria-labelledby="identity-family">
        {list.map((member) => (
          <FamilyMemberCard
            key={member.id}
            member={member}
            onEdit={(m) => show({ kind: 'edit', member: m })}
            onDelete={(m) => show({ kind: 'delete', member: m })}
            onConsent={(m) => show({ kind: 'consent', member: m })}
          />
        ))}
      </ul>
    );
  };

  return (
    <Panel id="family" titleId="identity-family" title="就诊人">
      {/* Shown once the list is there: a button disabled only while loading reads as unusable
          (and its grey text measured 1.81:1), so it waits until it can be used. */}
      {family.data !== undefined && (
        <div className="family-toolbar">
          <Button
            variant="primary"
            disabled={full}
            aria-describedby="family-limit"
            onClick={() => show({ kind: 'add' })}
          >
            添加就诊人
          </Button>
          <span id="family-limit" className="family-limit">
            {full ? `最多添加 ${max} 位就诊人` : `已添加 ${list.length} 位，最多 ${max} 位`}
          </span>
        </div>
      )}
      {remove.error instanceof ApiError && (
        <Alert className="identity-form-error" tone="error" title={remove.error.message} />
      )}
      {body()}
      {open?.kind === 'add' && <FamilyMemberForm onClose={close} />}
      {open?.kind === 'edit' && <FamilyEditForm member={open.member} onClose={close} />}
      {open?.kind === 'consent' && <ConsentDialog member={open.member} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="删除就诊人"
        okText="删除"
        danger
        onClose={close}
        onConfirm={async () => {
          if (open?.kind !== 'delete') return;
          // A refusal is shown above the list; the dialog closes either way.
          await remove
            .mutateAsync(open.member.id)
            .then(() => toast.success('已删除就诊人'))
            .catch(() => undefined);
        }}
      >
        {open?.kind === 'delete'
          ? `确定删除就诊人“${open.member.name}”吗？删除后不能再为其预约挂号或查询报告；需要时可以重新添加，查看其记录需再次获得其同意。`
          : ''}
      </ConfirmDialog>
    </Panel>
  );
}
