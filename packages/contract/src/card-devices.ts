import { Type, type Static } from '@sinclair/typebox';

/**
 * The offline health card (issue 30): a device's own signing key (ECDSA P-256, made by the
 * browser with WebCrypto, private key not extractable) vouches for the account's health cards
 * while there is no network, and a hospital's scanner checks the code it signs.
 */

/** Active device keys an account may have at once. */
export const MAX_CARD_DEVICES = 5;
/** How far a code's time may be from the server's clock, either way (seconds). */
export const OFFLINE_CODE_WINDOW_SECONDS = 120;
/** What an offline code starts with: `QH12320OFF.<keyId>.<cardId>.<unixSeconds>.<signature>`. */
export const OFFLINE_CODE_PREFIX = 'QH12320OFF';
/** The text a device signs to revoke its own key without a session: `revoke.<keyId>`. */
export const DEVICE_REVOKE_PREFIX = 'revoke';

const KeyId = Type.String({ title: '设备密钥编号', minLength: 1, maxLength: 64 });
/** base64url (no padding) of the 64-byte IEEE P1363 r‖s signature WebCrypto produces. */
const Signature = Type.String({ title: '签名', pattern: '^[A-Za-z0-9_-]{86}$' });

export const CardDeviceBody = Type.Object(
  {
    publicKey: Type.String({
      title: '设备公钥',
      minLength: 1,
      maxLength: 400,
      description: 'ECDSA P-256 公钥：WebCrypto exportKey("spki") 的 DER，标准 base64',
    }),
    label: Type.String({
      title: '设备名称',
      minLength: 1,
      maxLength: 40,
      description: '如「Android 手机 · Chrome」',
    }),
    cardIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      title: '电子健康卡',
      minItems: 1,
      maxItems: 20,
      description: '已绑定的电子健康卡的 cardId（见 get_cardbind）',
    }),
  },
  { additionalProperties: false },
);
export type CardDeviceBody = Static<typeof CardDeviceBody>;

/** A card a device key vouches for, as its account sees it. */
export const CardDeviceCard = Type.Object(
  {
    cardId: Type.String(),
    hospitalName: Type.String(),
    cardNoHint: Type.String({ description: '卡号（只留后 4 位）' }),
    patientName: Type.String(),
    relation: Type.String(),
  },
  { additionalProperties: false },
);
export type CardDeviceCard = Static<typeof CardDeviceCard>;

export const CardDevice = Type.Object(
  {
    id: Type.String({ description: '设备密钥编号，离线二维码和停用时使用' }),
    label: Type.String(),
    cards: Type.Array(CardDeviceCard, { description: '该设备可离线出示的卡（仍在本账号名下的）' }),
    createdAt: Type.String({ description: '开启时间（ISO）' }),
    lastSeenAt: Type.Union([Type.String(), Type.Null()], {
      description: '最近一次被医院扫码核验的时间（ISO），未用过为 null',
    }),
  },
  { additionalProperties: false },
);
export type CardDevice = Static<typeof CardDevice>;

export const CardDeviceList = Type.Object(
  {
    devices: Type.Array(CardDevice),
    max: Type.Integer({ minimum: 1, description: '每个账号最多的设备数' }),
  },
  { additionalProperties: false },
);
export type CardDeviceList = Static<typeof CardDeviceList>;

export const CardDeviceParams = Type.Object({ id: KeyId });
export type CardDeviceParams = Static<typeof CardDeviceParams>;

/**
 * A device revoking its own key with no session (signed out while offline, or the session
 * lapsed): the key's signature over `revoke.<keyId>` proves it holds the private key.
 */
export const CardDeviceSignedRevokeBody = Type.Object(
  { keyId: KeyId, signature: Signature },
  { additionalProperties: false },
);
export type CardDeviceSignedRevokeBody = Static<typeof CardDeviceSignedRevokeBody>;

/** What a hospital's scanner read from an offline health card's QR code. */
export const CardVerifyBody = Type.Object(
  { payload: Type.String({ title: '二维码内容', minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);
export type CardVerifyBody = Static<typeof CardVerifyBody>;

export const CardVerifyResult = Type.Object(
  {
    valid: Type.Literal(true),
    cardNo: Type.String(),
    kind: Type.Literal('health'),
    issuerHospitalId: Type.String(),
    holderName: Type.String({ description: '持卡人姓名（脱敏，如 张*）' }),
    signedAt: Type.String({ description: '二维码生成时间（ISO，持卡人手机的时钟）' }),
  },
  { additionalProperties: false },
);
export type CardVerifyResult = Static<typeof CardVerifyResult>;
