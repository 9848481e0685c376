export interface paths {
  '/api/ingest/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 本院科室与医生：门户编号与医院自己的代码对照（Bearer 医院接口密钥） */
    get: operations['getIngestCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingest/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 医院系统推送排班与号源（按医院排班编号新增或更新；停诊会取消预约并通知） */
    post: operations['ingestSchedules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingest/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 医院系统推送检验、微生物、影像报告（JSON 或 FHIR R4 Bundle；按医院报告编号新增或更新；逐份校验，有误的按序号返回原因且不写入） */
    post: operations['ingestReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chk_login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 用户名（或手机号）密码登录；绑定手机的账号还需短信验证码 */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 排班与余号（至少指定医院、科室或医生之一；默认从今天起） */
    get: operations['listSchedules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/schedules/{id}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 排班的分时段号源与余号 */
    get: operations['listSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 本人及就诊人的预约（新的在前），以及暂停预约的说明 */
    get: operations['listBookings'];
    put?: never;
    /** 预约挂号：同一 Idempotency-Key 重复提交返回同一笔预约；抽签放号的排班在登记时段内登记抽签（202） */
    post: operations['createBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 报告列表（新的在前），含未读与异常标记 */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/zlb.get_repjy.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 检验报告：表头与项目（结果、单位、参考范围、标记） */
    get: operations['getLabReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** UserInfo */
    'def-0': {
      /** @description 用户编号（内部 ID） */
      ID: string;
      /** @description 用户号（注册手机号，已脱敏） */
      USER_NO: string;
      /** @description 实名姓名，实名认证后才有 */
      USER_NAME: string | null;
      USER_NICKNAME: string | null;
      /** @description 头像路径（站内路径或 http 地址） */
      HEAD_PHOTO: string | null;
      SEX: '男' | '女' | (never | null);
      AGE: number | null;
      /** @description 证件号码（已脱敏） */
      ID_NO: string | null;
      ID_TYPE: string | null;
      USER_SCORE: number;
      /** @description 0 未实名，1 已实名 */
      USER_STATUS: 0 | 1;
      /** @description 注册时间，UTC ISO 字符串 */
      REG_TIME: string;
      /** @description web 本站注册，gov 经政务服务平台单点登录创建 */
      PLAT_FROM: 'web' | 'gov';
      /** @description 登录用户名（手机号时已脱敏） */
      LOGIN_NAME: string;
      /** @description 绑定手机号（已脱敏） */
      PHONE: string;
      /** @description 登录是否需要绑定手机验证码 */
      DEVICE_BOUND: boolean;
      /** @enum {object|null} */
      CLIENTID: never | null;
      /** @enum {object|null} */
      JKY_OPENID: never | null;
      /** @enum {object|null} */
      JKY_UID: never | null;
      /** @enum {object|null} */
      PHONETYPE: never | null;
      /** @enum {object|null} */
      SPTMP_LIMIT_ROWNUM: never | null;
      /** @enum {object|null} */
      WX_ID: never | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getIngestCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            departments: {
              id: string;
              code: string | null;
              name: string;
              parentId: string | null;
            }[];
            doctors: {
              id: string;
              code: string | null;
              name: string;
              title: string;
              departmentId: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  ingestSchedules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** 排班 */
          schedules: {
            /** 医院排班编号 */
            externalId: string;
            /** 科室编号 */
            departmentId?: string;
            /** 医院科室代码 */
            departmentCode?: string;
            /** 医生编号 */
            doctorId?: string | null;
            /** 医院医生工号 */
            doctorCode?: string;
            /**
             * 出诊日期
             * @description YYYY-MM-DD，北京时间
             */
            date: string;
            /** 时段 */
            period: 'am' | 'pm' | 'night';
            /** 门诊类型 */
            clinicType: '普通' | '专家' | '特需' | '专病';
            /** 挂号费（分） */
            fee: number;
            /** 就诊地点 */
            location?: string;
            /** 排班状态 */
            state?: 'open' | 'stopped';
            /** 停诊原因 */
            stopReason?: string;
            /** 号源时段 */
            slots: {
              /** 开始时间 */
              start: string;
              /** 结束时间 */
              end: string;
              /** 号源数 */
              capacity: number;
              /** 其他渠道已占用 */
              taken?: number;
            }[];
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created: number;
            updated: number;
            stopped: number;
            cancelledBookings: number;
            ids: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  ingestReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | ({
              /**
               * resourceType
               * @enum {string}
               */
              resourceType: 'Bundle';
              type?: string;
              /** entry */
              entry: ({
                fullUrl?: string;
                resource: {
                  resourceType: string;
                } & {
                  [key: string]: unknown;
                };
              } & {
                [key: string]: unknown;
              })[];
            } & {
              [key: string]: unknown;
            })
          | {
              /** 报告列表 */
              reports: {
                /** 医院报告编号 */
                reportId: string;
                /** 报告类型 */
                type: 'lab' | 'micro' | 'imaging';
                patient: {
                  /** 证件类型 */
                  idType?: '01' | '02' | '03' | '04' | '05';
                  /** 证件号码 */
                  idNo: string;
                  /** 姓名 */
                  name: string;
                  /** 性别 */
                  sex?: '男' | '女';
                  /** 年龄 */
                  age?: number;
                  /** 手机号 */
                  phone?: string;
                };
                /** 报告名称 */
                title: string;
                /** 报告单号 */
                reportNo?: string;
                /** 科室 */
                department?: string;
                /** 申请医生 */
                doctor?: string;
                /** 检验科室或机构 */
                performer?: string;
                /**
                 * 采样时间
                 * @description ISO 8601，无时区时按北京时间
                 */
                collectedAt?: string;
                /**
                 * 报告时间
                 * @description ISO 8601，无时区时按北京时间
                 */
                reportedAt: string;
                /** 备注 */
                note?: string;
                /** 危急值 */
                critical?: boolean;
                /** 异常 */
                abnormal?: boolean;
                /** 标本类型 */
                sampleType?: string;
                items?: {
                  /** 项目代码 */
                  code: string;
                  /** 项目名称 */
                  name: string;
                  /** 结果 */
                  result: string;
                  /** 单位 */
                  unit?: string;
                  /** 参考下限 */
                  low?: number;
                  /** 参考上限 */
                  high?: number;
                  /** 参考范围 */
                  range?: string;
                  /** 结果标记 */
                  flag?: 'H' | 'L' | 'HH' | 'LL' | 'POS' | 'A' | 'AA' | 'N';
                  /** 说明 */
                  note?: string;
                  /** LOINC 代码 */
                  loinc?: string;
                }[];
                /** 标本 */
                specimen?: string;
                organisms?: {
                  /** 菌名 */
                  name: string;
                  /** 菌落计数 */
                  colonyCount?: string;
                  /** 说明 */
                  comment?: string;
                  susceptibility: {
                    /** 抗菌药物 */
                    antibiotic: string;
                    /** MIC */
                    mic?: string;
                    /** 抑菌圈 */
                    zone?: string;
                    /** 药敏结果 */
                    interpretation: 'S' | 'SDD' | 'I' | 'R';
                  }[];
                }[];
                /** 检查类型 */
                modality?: string;
                /** 检查部位 */
                bodyPart?: string;
                /**
                 * 检查时间
                 * @description ISO 8601，无时区时按北京时间
                 */
                examAt?: string;
                /** 检查所见 */
                findings?: string;
                /** 诊断意见 */
                impression?: string;
                /** 报告医生 */
                reportingDoctor?: string;
                /** 审核医生 */
                reviewingDoctor?: string;
                images?: {
                  /** 图片说明 */
                  caption: string;
                  /** 图片格式 */
                  contentType: 'image/png' | 'image/jpeg';
                  /** 图片内容（base64） */
                  data: string;
                }[];
              }[];
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created: number;
            updated: number;
            /** @description 医院报告编号 → 门户编号 */
            ids: {
              [key: string]: string;
            };
            rejected: {
              /** @description 在 reports（或 Bundle 的 entry）中的位置 */
              index: number;
              reportId: string | null;
              reason: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** 用户名 */
          username: string;
          /** 密码 */
          password: string;
          /** 短信验证码 */
          code?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: components['schemas']['def-0'];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  listSchedules: {
    parameters: {
      query?: {
        hospitalId?: string;
        departmentId?: string;
        doctorId?: string;
        /** @description YYYY-MM-DD，北京时间 */
        from?: string;
        /** @description YYYY-MM-DD，北京时间 */
        to?: string;
        clinicType?: '普通' | '专家' | '特需' | '专病';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospitalId: string;
            hospitalName: string;
            departmentId: string;
            departmentName: string;
            doctorId: string | null;
            doctorName: string | null;
            doctorTitle: ('主任医师' | '副主任医师' | '主治医师' | '医师') | (never | null);
            /** @description YYYY-MM-DD，北京时间 */
            date: string;
            /** 时段 */
            period: 'am' | 'pm' | 'night';
            /** @description HH:mm，北京时间 */
            start: string;
            /** @description HH:mm，北京时间 */
            end: string;
            /** 门诊类型 */
            clinicType: '普通' | '专家' | '特需' | '专病';
            /** @description 挂号费，单位：分 */
            fee: number;
            /** @description 就诊地点 */
            location: string;
            capacity: number;
            remaining: number;
            /** 号源状态 */
            state:
              'not_released' | 'draw_open' | 'drawing' | 'open' | 'full' | 'stopped' | 'closed';
            /** @description 放号时间，ISO 8601 */
            releaseAt: string;
            cancelDeadline: string;
            /** @description 停诊原因 */
            stopReason: string | null;
            draw: {
              /** @description ISO 8601，开始登记（放号时间） */
              windowStart: string;
              /** @description ISO 8601，登记截止，随即抽签 */
              windowEnd: string;
              /** @description 是否已抽签 */
              done: boolean;
            } | null;
          }[];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  listSlots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @description HH:mm，北京时间 */
            start: string;
            /** @description HH:mm，北京时间 */
            end: string;
            capacity: number;
            remaining: number;
          }[];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  listBookings: {
    parameters: {
      query?: {
        status?: 'booked' | 'checked_in' | 'completed' | 'cancelled' | 'no_show';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            list: {
              id: string;
              /** 预约状态 */
              status: 'booked' | 'checked_in' | 'completed' | 'cancelled' | 'no_show';
              /** @description 就诊序号 */
              queueNo: number;
              /** @description 取号密码，8 位数字 */
              pickupCode: string;
              slotId: string;
              start: string;
              end: string;
              scheduleId: string;
              hospitalId: string;
              hospitalName: string;
              departmentId: string;
              departmentName: string;
              doctorId: string | null;
              doctorName: string | null;
              date: string;
              /** 时段 */
              period: 'am' | 'pm' | 'night';
              /** 门诊类型 */
              clinicType: '普通' | '专家' | '特需' | '专病';
              /** @description 挂号费，单位：分 */
              fee: number;
              location: string;
              patient: {
                /** @description self 或就诊人编号 */
                id: string;
                /** @description 姓名（已脱敏） */
                name: string;
                /** @description 证件号码（已脱敏） */
                idNo: string;
                /** @description 本人，或与本人的关系 */
                relation: string;
              };
              cancelDeadline: string;
              createdAt: string;
              cancelledAt: string | null;
              cancelReason: string | null;
            }[];
            suspensions: {
              patientId: string;
              /** @description 姓名（已脱敏） */
              name: string;
              /** @description YYYY-MM-DD，该日起恢复预约 */
              until: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  createBooking: {
    parameters: {
      query?: never;
      header: {
        'idempotency-key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** 号源时段 */
          slotId: string;
          /** 就诊人 */
          patientId: string;
          /** 意向时段 */
          preferredSlotIds?: string[];
          /** 未中签时加入候补 */
          waitlist?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** 预约状态 */
            status: 'booked' | 'checked_in' | 'completed' | 'cancelled' | 'no_show';
            /** @description 就诊序号 */
            queueNo: number;
            /** @description 取号密码，8 位数字 */
            pickupCode: string;
            slotId: string;
            start: string;
            end: string;
            scheduleId: string;
            hospitalId: string;
            hospitalName: string;
            departmentId: string;
            departmentName: string;
            doctorId: string | null;
            doctorName: string | null;
            date: string;
            /** 时段 */
            period: 'am' | 'pm' | 'night';
            /** 门诊类型 */
            clinicType: '普通' | '专家' | '特需' | '专病';
            /** @description 挂号费，单位：分 */
            fee: number;
            location: string;
            patient: {
              /** @description self 或就诊人编号 */
              id: string;
              /** @description 姓名（已脱敏） */
              name: string;
              /** @description 证件号码（已脱敏） */
              idNo: string;
              /** @description 本人，或与本人的关系 */
              relation: string;
            };
            cancelDeadline: string;
            createdAt: string;
            cancelledAt: string | null;
            cancelReason: string | null;
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entry: {
              id: string;
              /** 抽签状态 */
              status: 'pending' | 'won' | 'waitlisted' | 'lost';
              resultAt: string;
              preferredSlots: {
                id: string;
                start: string;
                end: string;
              }[];
              /** @description 未中签时是否加入候补 */
              waitlist: boolean;
              bookingId: string | null;
              waitlistId: string | null;
              refusedReason: string | null;
              createdAt: string;
              scheduleId: string;
              hospitalId: string;
              hospitalName: string;
              departmentId: string;
              departmentName: string;
              doctorId: string | null;
              doctorName: string | null;
              date: string;
              /** 时段 */
              period: 'am' | 'pm' | 'night';
              /** 门诊类型 */
              clinicType: '普通' | '专家' | '特需' | '专病';
              /** @description 挂号费，单位：分 */
              fee: number;
              location: string;
              patient: {
                /** @description self 或就诊人编号 */
                id: string;
                /** @description 姓名（已脱敏） */
                name: string;
                /** @description 证件号码（已脱敏） */
                idNo: string;
                /** @description 本人，或与本人的关系 */
                relation: string;
              };
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  listReports: {
    parameters: {
      query?: {
        hos?: string;
        patientId?: string;
        type?: 'lab' | 'micro' | 'imaging';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @description 医院编号 */
            hos: string;
            hosName: string;
            /** 报告类型 */
            type: 'lab' | 'micro' | 'imaging';
            title: string;
            /** @description 报告时间（ISO） */
            reportedAt: string;
            abnormal: boolean;
            /** @description 含危急值 */
            critical: boolean;
            read: boolean;
          }[];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
  getLabReport: {
    parameters: {
      query: {
        id: string;
        hos?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hos: string;
            hosName: string;
            /** 报告类型 */
            type: 'lab' | 'micro' | 'imaging';
            title: string;
            reportNo: string;
            department: string | null;
            /** @description 申请医生 */
            doctor: string | null;
            /** @description 检验科室或检验机构 */
            performer: string | null;
            patient: {
              /** @description 姓名（已脱敏） */
              name: string;
              sex: string | null;
              age: number | null;
            };
            /** @description 采样或检查时间（ISO） */
            collectedAt: string | null;
            reportedAt: string;
            abnormal: boolean;
            critical: boolean;
            /** @description 报告备注 */
            note: string | null;
            sampleType: string | null;
            items: {
              code: string;
              name: string;
              /** @description 结果原文 */
              result: string;
              /** @description 数值结果 */
              value: number | null;
              unit: string | null;
              low: number | null;
              high: number | null;
              /** @description 参考范围原文 */
              range: string | null;
              flag: ('H' | 'L' | 'HH' | 'LL' | 'POS' | 'A' | 'AA') | (never | null);
              /** @description 说明：参考范围单位不同未判高低、范围上下限颠倒等，按医院原样显示 */
              note: string | null;
              /** @description 此人此项目测过不止一次，可看趋势 */
              trend: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code:
              | 'INVALID_INPUT'
              | 'UNAUTHENTICATED'
              | 'FORBIDDEN'
              | 'IDENTITY_REQUIRED'
              | 'NOT_FOUND'
              | 'CONFLICT'
              | 'BAD_CREDENTIALS'
              | 'DEVICE_CODE_REQUIRED'
              | 'LOCKED'
              | 'SLOT_FULL'
              | 'NOT_RELEASED'
              | 'CLOSED'
              | 'DUPLICATE_BOOKING'
              | 'DAILY_LIMIT'
              | 'OPEN_LIMIT'
              | 'MONTHLY_LIMIT'
              | 'SUSPENDED'
              | 'IDEMPOTENCY_MISMATCH'
              | 'CANCEL_DEADLINE_PASSED'
              | 'NOT_CANCELLABLE'
              | 'NOT_FULL'
              | 'WAITLIST_LIMIT'
              | 'DUPLICATE_WAITLIST'
              | 'DUPLICATE_ENTRY'
              | 'DRAW_PENDING'
              | 'NOT_COMPLETED'
              | 'EVALUATION_WINDOW_PASSED'
              | 'ALREADY_EVALUATED'
              | 'CONSULT_LIMIT'
              | 'NO_PHONE_ON_FILE'
              | 'PAYLOAD_TOO_LARGE'
              | 'UNSUPPORTED_MEDIA_TYPE'
              | 'RATE_LIMITED'
              | 'INTERNAL'
              | 'SERVICE_UNAVAILABLE';
            /** @description 中文说明，可直接展示给用户 */
            message: string;
          };
        };
      };
    };
  };
}
