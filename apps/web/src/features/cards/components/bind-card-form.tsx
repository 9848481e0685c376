import { useState } from 'react';
import {
  CARD_NUMBER_PATTERN,
  MOBILE_PATTERN,
  idDocumentProblem,
  type CardBindResult,
  type IdType,
} from '@portal/contract';
import { TextField } from '@/components/form/fields';
import { IdDocumentFields } from '@/components/form/id-document-fields';
import { useForm, type Rules } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { chinaToday } from '@/lib/china-date';
import { toast } from '@/lib/toast';
import { useBindCardByNumber } from '../api/bind-card-by-number';
import { useBindCardByPhone } from '../api/bind-card-by-phone';
import { useSendCardCode } from '../api/send-card-code';

type Mode = 'card' | 'phone';
type BindValues = {
  type: string;
  idno: string;
  cardno: string;
  name: string;
  phone: string;
  code: string;
};

const need = (what: string) => (v: string) => (v.trim() ? undefined : `请输入${what}`);

function rulesFor(mode: Mode): Rules<BindValues> {
  return {
    idno: [need('证件号码'), (v, all) => idDocumentProblem(all.type as IdType, v, chinaToday())],
    cardno:
      mode === 'card'
        ? [
            need('卡号'),
            (v) =>
              CARD_NUMBER_PATTERN.test(v.trim()) ? undefined : '卡号只能包含字母、数字和连字符',
          ]
        : [
            (v) =>
              !v.trim() || CARD_NUMBER_PATTERN.test(v.trim())
                ? undefined
                : '卡号只能包含字母、数字和连字符',
          ],
    name: mode === 'phone' ? [need('姓名')] : [],
    phone:
      mode === 'phone'
        ? [need('手机号'), (v) => (MOBILE_PATTERN.test(v) ? undefined : '请输入 11 位手机号')]
        : [],
    code:
      mode === 'phone'
        ? [need('短信验证码'), (v) => (/^\d{6}$/.test(v) ? undefined : '验证码为 6 位数字')]
        : [],
  };
}

/**
 * 绑定新卡: by the number on the card, or, without the card at hand, by the phone the
 * hospital has on file and a code sent to it. The ID number is typed, never shown back.
 */
export function BindCardForm({ defaultName }: { defaultName: string }) {
  const [mode, setMode] = useState<Mode>('card');
  const form = useForm<BindValues>(
    { type: '01', idno: '', cardno: '', name: defaultName, phone: '', code: '' },
    rulesFor(mode),
  );
  const byCard = useBindCardByNumber();
  const byPhone = useBindCardByPhone();
  const sendCode = useSendCardCode();
  const binding = mode === 'card' ? byCard : byPhone;
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One message beside the form: the refusal of whatever was asked last (each ask clears the
  // other's). Other failures (network, 5xx) were already reported by the API client.
  const refusal = [binding.error, sendCode.error].find((e) => e instanceof ApiError);

  const done = ({ cards }: CardBindResult) => {
    toast.success(`已绑定 ${cards.length} 张卡`);
    form.reset();
    setSentTo(null);
  };
  const onSubmit = form.onSubmit((v) => {
    sendCode.reset();
    const base = { type: v.type as IdType, idno: v.idno.trim(), cardno: v.cardno.trim() };
    if (mode === 'card') byCard.mutate(base, { onSuccess: done });
    else
      byPhone.mutate(
        { ...base, name: v.name.trim(), phone: v.phone, code: v.code },
        { onSuccess: done },
      );
  });
  const askCode = () => {
    if (!form.validate(['idno', 'name', 'phone'])) return;
    const v = form.values;
    binding.reset();
    sendCode.mutate(
      { type: v.type as IdType, idno: v.idno.trim(), name: v.name.trim(), phone: v.phone },
      { onSuccess: (sent) => setSentTo(sent.phone) },
    );
  };

  return (
    <form className="bind-form" onSubmit={onSubmit} noValidate aria-labelledby="bind-new">
      <h2 id="bind-new">绑定新卡</h2>
      <fieldset className="bind-form__modes">
        <legend>绑定方式</legend>
        {(
          [
            ['card', '卡号绑定'],
            ['phone', '预留手机号绑定'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="bind-form__mode">
            <input
              type="radio"
              name="bind-mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                [byCard, byPhone, sendCode].forEach((m) => m.reset());
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <IdDocumentFields form={form} required />
      {mode === 'phone' && (
        <>
          <TextField form={form} name="name" label="姓名" required autoComplete="name" />
          <TextField
            form={form}
            name="phone"
            label="医院预留的手机号"
            required
            inputMode="numeric"
            autoComplete="tel"
            filter={(v) => v.replace(/\D/g, '').slice(0, 11)}
          />
        </>
      )}
      <TextField
        form={form}
        name="cardno"
        label={mode === 'card' ? '卡号' : '卡号（选填）'}
        required={mode === 'card'}
        hint={
          mode === 'card'
            ? '就诊卡背面或电子健康卡页面上的卡号'
            : '不填则绑定该医院预留此手机号的所有卡'
        }
        autoComplete="off"
      />
      {mode === 'phone' && (
        <div className="bind-form__code">
          <TextField
            form={form}
            name="code"
            label="短信验证码"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            filter={(v) => v.replace(/\D/g, '').slice(0, 6)}
            hint={sentTo ? `验证码已发送至 ${sentTo}，5 分钟内有效` : undefined}
          />
          <Button onClick={askCode} loading={sendCode.isPending}>
            获取验证码
          </Button>
        </div>
      )}
      {refusal && <Alert tone="error" title={refusal.message} />}
      <Button type="submit" variant="primary" loading={binding.isPending}>
        绑定
      </Button>
    </form>
  );
}
