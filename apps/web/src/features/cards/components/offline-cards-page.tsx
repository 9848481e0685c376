import { OfflineSaved } from '@/components/offline-page/offline-saved';
import { Empty } from '@/components/ui/empty';
import type { OfflineCard } from '@/lib/offline/offline-store';
import { OfflineCardQr } from './offline-card-qr';
import './cards.css';

function SavedCards({
  privateKey,
  keyId,
  cards,
}: {
  privateKey: CryptoKey;
  keyId: string;
  cards: OfflineCard[];
}) {
  return (
    <ul className="card-list offline-cards" aria-label="离线保存的电子健康卡">
      {cards.map((card) => (
        <li key={card.cardId} className="card-item card-item--health">
          <div className="card-item__facts">
            <span className="card-item__kind">电子健康卡</span>
            <span className="card-item__hospital">
              {card.patientName}（{card.relation}）
            </span>
            <span className="card-item__no">
              {card.hospitalName} · 卡号 {card.cardNo}
            </span>
          </div>
          <OfflineCardQr
            privateKey={privateKey}
            keyId={keyId}
            cardId={card.cardId}
            cardNo={card.cardNo}
          />
        </li>
      ))}
    </ul>
  );
}

/** /account/bindcard with no network: the health cards this device saved, each with its code. */
export function OfflineCardsPage() {
  return (
    <div className="box-page">
      <h1>电子健康卡</h1>
      <OfflineSaved saved="电子健康卡" useLater="出示电子健康卡" noteClassName="cards-note">
        {(data) =>
          data.cards.length === 0 || !data.key || !data.keyId ? (
            <Empty description="本机没有保存电子健康卡（开启离线保存时，账号下没有可出示的电子健康卡）。" />
          ) : (
            <SavedCards privateKey={data.key} keyId={data.keyId} cards={data.cards} />
          )
        }
      </OfflineSaved>
    </div>
  );
}
