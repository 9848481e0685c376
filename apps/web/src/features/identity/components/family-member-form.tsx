import { SelectField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddFamilyMember } from '../api/add-family-member';
import { IdentityFields } from './identity-fields';
import { EMPTY_IDENTITY, identityRules, toIdentityBody } from './identity-rules';
import { RELATION_CHOICES, RELATION_REQUIRED, type Relation } from './relation-options';

/**
 * 添加就诊人: the same identity checks as the account holder's, plus the relation. Rendered only
 * while open, so each opening starts from an empty form.
 */
export function FamilyMemberForm({ onClose }: { onClose: () => void }) {
  const form = useForm(
    { ...EMPTY_IDENTITY, relation: '' },
    { ...identityRules, relation: [rules.required(RELATION_REQUIRED)] },
  );
  const add = useAddFamilyMember();

  const onValid = form.onSubmit((values) =>
    add.mutate(
      { ...toIdentityBody(values), relation: values.relation as Relation },
      {
        onSuccess: () => {
          toast.success('已添加就诊人');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog open title="添加就诊人" onClose={onClose}>
      <form name="family-member" noValidate onSubmit={onValid}>
        <SelectField form={form} name="relation" label="与本人关系" options={RELATION_CHOICES} />
        <IdentityFields form={form} self={false} />
        {add.error instanceof ApiError && (
          <Alert className="identity-form-error" tone="error" title={add.error.message} />
        )}
        <div className="identity-modal-actions">
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" loading={add.isPending}>
            添加
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
