import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  CARD_KIND_LABELS,
  canReadRecords,
  type BoundCard,
  type UnboundCard,
} from '@portal/contract';
import { PersonPicker } from '@/components/person-picker/person-picker';
import { QueryState } from '@/components/query-state/query-state';
import { RecordConsentNotice } from '@/components/record-consent/record-consent-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Empty } from '@/components/ui/empty';
import { keepCards } from '@/lib/offline/sync';
import { toast } from '@/lib/toast';
import { useUnbindCard } from '../api/unbind-card';
import { useBoundCards } from '../api/get-bound-cards';
import { useUnboundCards } from '../api/get-unbound-cards';
import { BindCardForm } from './bind-card-form';
import { CardQrCode } from './card-qr';
import './cards.css';

function BoundItem({
  card,
  onQr,
  onUnbind,
}: {
  card: BoundCard;
  onQr: () => void;
  onUnbind: () => void;
}) {
  const active = card.status === 'active';
  return (
    <li className={`card-item card-item--${card.kind}`}>
      <div className="card-item__facts">
        <span className="card-item__kind">{CARD_KIND_LABELS[card.kind]}</span>
        <span className="card-item__hospital">{card.hospitalName}</span>
        <span className="card-item__no">卡号 {card.cardNo}</span>
        {!active && <span className="card-item__status">已注销（医院已停用此卡）</span>}
      </div>
      <div className="card-item__actions">
        {card.kind === 'health' && active && (
          <Button variant="primary" onClick={onQr}>
            出示二维码
          </Button>
        )}
        <Button onClick={onUnbind}>解除绑定</Button>
      </div>
    </li>
  );
}

function WaitingItem({ card }: { card: UnboundCard }) {
  return (
    <li className="card-item card-item--waiting">
      <div className="card-item__facts">
        <span className="card-item__kind">{CARD_KIND_LABELS[card.kind]}</span>
        <span className="card-item__hospital">{card.hospitalName}</span>
        <span className="card-item__no">卡号 {card.cardNoHint}</span>
        <span className="card-item__how">
          {card.byPhone ? '可用卡号或医院预留的手机号绑定' : '请用卡号绑定'}
        </span>
      </div>
    </li>
  );
}

/** /account/bindcard (绑定就诊卡): the cards of the holder and family, binding and unbinding. */
export function CardsPage() {
  const bound = useBoundCards();
  const waiting = useUnboundCards();
  const unbind = useUnbindCard();
  const [patientId, setPatientId] = useState('self');
  const [qrFor, setQrFor] = useState<BoundCard | null>(null);
  const [unbindFor, setUnbindFor] = useState<BoundCard | null>(null);
  // With offline saving on, an unbound card or a withdrawn consent leaves this device too.
  useEffect(() => {
    if (bound.data) void keepCards(bound.data).catch(() => undefined);
  }, [bound.data]);

  return (
    <div className="box-page">
      <h1>绑定就诊卡</h1>
      <QueryState query={bound}>
        {({ people, cards }) => {
          const person = people.find((p) => p.patientId === patientId) ?? people[0]!;
          const mine = cards.filter((c) => c.patientId === person.patientId);
          const theirs = (waiting.data?.cards ?? []).filter(
            (c) => c.patientId === person.patientId,
          );
          return (
            <>
              <PersonPicker people={people} value={person.patientId} onChange={setPatientId} />
              {!canReadRecords(person.recordAccess) ? (
                <RecordConsentNotice name={person.name} state={person.recordAccess} />
              ) : (
                <>
                  <section className="box-section" aria-labelledby="cards-bound">
                    <h2 id="cards-bound">
                      {person.name}（{person.relation}）已绑定的卡
                    </h2>
                    {mine.length === 0 ? (
                      <Empty description="还没有绑定的卡。绑定后可在挂号、查报告时直接使用。" />
                    ) : (
                      <ul className="card-list" aria-label="已绑定的卡">
                        {mine.map((card) => (
                          <BoundItem
                            key={card.id}
                            card={card}
                            onQr={() => setQrFor(card)}
                            onUnbind={() => setUnbindFor(card)}
                          />
                        ))}
                      </ul>
                    )}
                  </section>
                  {theirs.length > 0 && (
                    <section className="box-section" aria-labelledby="cards-waiting">
                      <h2 id="cards-waiting">医院已有、尚未绑定的卡</h2>
                      <p className="cards-note">
                        以下是医院为{person.name}
                        建档时办理的卡。为保护隐私，卡号只显示后 4
                        位，请在下方输入完整卡号或用预留手机号绑定。
                      </p>
                      <ul className="card-list" aria-label="尚未绑定的卡">
                        {theirs.map((card) => (
                          <WaitingItem key={card.cardId} card={card} />
                        ))}
                      </ul>
                    </section>
                  )}
                  <section className="box-section">
                    <BindCardForm key={person.patientId} defaultName={person.name} />
                    <p className="cards-note">
                      只能绑定本人和已添加就诊人的卡。要为家人绑卡，请先到
                      <Link to="/account/authentication">实名认证</Link>页面添加就诊人。
                    </p>
                  </section>
                </>
              )}
            </>
          );
        }}
      </QueryState>
      <Dialog
        open={qrFor !== null}
        title="电子健康卡"
        onClose={() => setQrFor(null)}
        footer={<Button onClick={() => setQrFor(null)}>完成</Button>}
      >
        {qrFor && (
          <>
            <p className="cards-note">
              {qrFor.patientName} · 卡号 {qrFor.cardNo}
            </p>
            <CardQrCode bindingId={qrFor.id} cardNo={qrFor.cardNo} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={unbindFor !== null}
        title="解除绑定"
        okText="解除绑定"
        danger
        onClose={() => setUnbindFor(null)}
        onConfirm={async () => {
          if (!unbindFor) return;
          await unbind.mutateAsync(unbindFor.id);
          toast.success('已解除绑定');
        }}
      >
        {unbindFor
          ? `确定解除${unbindFor.hospitalName}${CARD_KIND_LABELS[unbindFor.kind]}（卡号 ${unbindFor.cardNo}）的绑定吗？解除后可随时重新绑定。`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
