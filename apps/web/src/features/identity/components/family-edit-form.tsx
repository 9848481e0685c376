import { MOBILE_PATTERN, type FamilyEditBody, type FamilyMember } from '@portal/contract';
import { SelectField, TextField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEditFamilyMember } from '../api/edit-family-member';
import { PHONE_PROBLEM, cardNumberRule } from './identity-rules';
import { RELATION_OPTIONS, type Relation } from './relation-options';

type FamilyEditValues = { relation: string; phone: string; cardno: string };

/** Only what changed is sent; the phone is typed anew since the page only knows it masked. */
function changesOf(member: FamilyMember, values: FamilyEditValues): FamilyEditBody {
  const phone = values.phone.trim();
  const cardno = values.cardno.trim();
  return {
    ...(values.relation !== member.relation ? { relation: values.relation as Relation } : {}),
    ...(phone ? { phone } : {}),
    ...(cardno !== (member.cardNo ?? '') ? { cardno } : {}),
  };
}

/** 编辑就诊人: relation, phone and card number; the verified identity itself stays. */
export function FamilyEditForm({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const form = useForm<FamilyEditValues>(
    { relation: member.relation, phone: '', cardno: member.cardNo ?? '' },
    { phone: [rules.pattern(MOBILE_PATTERN, PHONE_PROBLEM)], cardno: [cardNumberRule] },
  );
  const edit = useEditFamilyMember();

  const onValid = form.onSubmit((values) => {
    const changes = changesOf(member, values);
    if (Object.keys(changes).length === 0) return onClose();
    edit.mutate(
      { id: member.id, body: changes },
      {
        onSuccess: () => {
          toast.success('就诊人信息已保存');
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open title={`编辑就诊人：${member.name}`} onClose={onClose}>
      <form name="family-edit" noValidate onSubmit={onValid}>
        <SelectField form={form} name="relation" label="与本人关系" options={RELATION_OPTIONS} />
        <TextField
          form={form}
          name="phone"
          label="新手机号"
          hint={`当前为 ${member.phone}，不修改请留空`}
          autoComplete="off"
          inputMode="numeric"
          maxLength={11}
        />
        <TextField
          form={form}
          name="cardno"
          label="就诊卡号"
          hint="清空后保存即删除就诊卡号"
          autoComplete="off"
          maxLength={32}
        />
        {edit.error instanceof ApiError && (
          <Alert className="identity-form-error" tone="error" title={edit.error.message} />
        )}
        <div className="identity-modal-actions">
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" loading={edit.isPending}>
            保存
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
