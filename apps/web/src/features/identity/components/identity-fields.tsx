import { useId } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import type { IdType } from '@portal/contract';
import {
  ID_TYPE_OPTIONS,
  SEX_OPTIONS,
  birthdayRules,
  cardNumberRules,
  idNumberRules,
  idTypeRules,
  mainlandFacts,
  nameRules,
  phoneRules,
  sexRules,
  today,
} from './identity-rules';

export interface IdentityFieldsProps {
  /** The account holder's own form: the browser may fill in their name and phone. */
  self: boolean;
}

const DERIVED_HINT = '根据身份证号码自动识别';

/**
 * The identity fields shared by verification and adding a family member. For a mainland ID
 * card, sex and birthday are shown from the number, read-only, and are not form fields at all.
 */
export function IdentityFields({ self }: IdentityFieldsProps) {
  const type = Form.useWatch<IdType | undefined>('type');
  const idno = Form.useWatch<string | undefined>('idno');
  const sexLabelId = useId();
  const birthdayId = useId();
  const facts = type === '01' ? mainlandFacts(idno) : undefined;

  return (
    <>
      <Form.Item label="姓名" name="name" rules={nameRules}>
        <Input autoComplete={self ? 'name' : 'off'} maxLength={30} />
      </Form.Item>
      <Form.Item label="证件类型" name="type" rules={idTypeRules}>
        <Select options={ID_TYPE_OPTIONS} placeholder="请选择证件类型" />
      </Form.Item>
      <Form.Item label="证件号码" name="idno" dependencies={['type']} rules={idNumberRules}>
        <Input autoComplete="off" maxLength={32} />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={phoneRules}>
        <Input autoComplete={self ? 'tel' : 'off'} inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="就诊卡号（选填）" name="cardno" rules={cardNumberRules}>
        <Input autoComplete="off" maxLength={32} />
      </Form.Item>
      {type === '01' ? (
        <>
          <Form.Item label={<span id={sexLabelId}>性别</span>} extra={DERIVED_HINT}>
            <Radio.Group
              className="identity-sex"
              aria-labelledby={sexLabelId}
              options={SEX_OPTIONS}
              value={facts?.sex}
              disabled
            />
          </Form.Item>
          <Form.Item label="出生日期" htmlFor={birthdayId} extra={DERIVED_HINT}>
            <Input
              id={birthdayId}
              readOnly
              value={facts?.birthday ?? ''}
              placeholder="填写身份证号码后显示"
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item label={<span id={sexLabelId}>性别</span>} name="sex" rules={sexRules}>
            <Radio.Group
              className="identity-sex"
              aria-labelledby={sexLabelId}
              options={SEX_OPTIONS}
            />
          </Form.Item>
          <Form.Item label="出生日期" name="birthday" rules={birthdayRules}>
            <Input type="date" min="1900-01-01" max={today()} />
          </Form.Item>
        </>
      )}
    </>
  );
}
