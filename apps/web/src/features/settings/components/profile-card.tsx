import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { API, type AvatarUploaded, type UserInfo } from '@portal/contract';
import { Upload } from '@/components/upload';
import { ApiError } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { headPhotoUrl } from '@/lib/head-photo';
import { useSession } from '@/lib/session-store';
import { useSubmit } from '@/lib/use-submit';
import { editUser } from '../api/edit-user';
import { toast } from '@/lib/toast';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const NICKNAME_MAX = 20;

const nicknameRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入昵称' },
  {
    validator: async (_rule, value: string | undefined) => {
      const nickname = value?.trim() ?? '';
      if (Array.from(nickname).length > NICKNAME_MAX) {
        throw new Error(`昵称最多 ${NICKNAME_MAX} 个字符`);
      }
      if (/[<>]/.test(nickname)) throw new Error('昵称不能包含 < 或 >');
    },
  },
];

/** Why a picked file cannot be an avatar, or undefined when it can (the server checks again). */
function avatarProblem(file: File): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return '头像只能是 PNG、JPEG、GIF 或 WebP 格式的图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2 MB，请换一张较小的图片';
  return undefined;
}

/** Avatar and nickname (zlb.do_edituser.html), plus the account facts they sit beside. */
export function ProfileCard({ user }: { user: UserInfo }) {
  const elderMode = useSession((s) => s.elderMode);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  // A new key empties the upload list once the avatar itself shows the new picture.
  const [uploadKey, setUploadKey] = useState(0);

  const beforeUpload = (file: File) => {
    const problem = avatarProblem(file);
    setAvatarError(problem ?? null);
    return problem === undefined;
  };

  const onUploaded = async (response: unknown) => {
    const url = (response as Partial<AvatarUploaded> | null)?.url;
    if (typeof url !== 'string') {
      setAvatarError('头像上传失败，请稍后再试');
      return;
    }
    try {
      await editUser({ col: 'HEAD_PHOTO', updcol: url, id: user.ID });
      await refreshUserInfo();
      setUploadKey((k) => k + 1);
      toast.success('头像已更新');
    } catch (e) {
      if (e instanceof ApiError) setAvatarError(e.message);
    }
  };

  const { submitting: saving, error: nicknameError, submit } = useSubmit();

  const saveNickname = async ({ nickname }: { nickname: string }) => {
    await submit(async () => {
      await editUser({ col: 'USER_NICKNAME', updcol: nickname.trim(), id: user.ID });
      await refreshUserInfo();
      toast.success('昵称已保存');
    });
  };

  return (
    <Card className="settings-card" title={<h2 className="settings-card__title">个人资料</h2>}>
      <div className="settings-avatar">
        <Avatar
          size={elderMode ? 96 : 72}
          src={headPhotoUrl(user.HEAD_PHOTO)}
          icon={<UserOutlined aria-hidden="true" />}
          alt="我的头像"
        />
        <div className="settings-avatar__upload">
          <Upload
            key={uploadKey}
            action={API.uploadAvatar}
            accept={AVATAR_TYPES.join(',')}
            beforeUpload={beforeUpload}
            onSuccess={(response) => void onUploaded(response)}
            onError={(e) => {
              if (e instanceof ApiError) setAvatarError(e.message);
            }}
          >
            更换头像
          </Upload>
          <p className="settings-hint">支持 PNG、JPEG、GIF、WebP 格式，不超过 2 MB。</p>
          {avatarError && <Alert type="error" showIcon title={avatarError} />}
        </div>
      </div>
      <dl className="settings-facts">
        <div>
          <dt>用户名</dt>
          <dd>{user.LOGIN_NAME}</dd>
        </div>
        <div>
          <dt>绑定手机</dt>
          <dd>{user.PHONE}</dd>
        </div>
      </dl>
      <Form<{ nickname: string }>
        name="nickname"
        layout="vertical"
        initialValues={{ nickname: user.USER_NICKNAME ?? '' }}
        onFinish={(values) => void saveNickname(values)}
        className="settings-nickname"
      >
        <Form.Item label="昵称" name="nickname" rules={nicknameRules} extra="显示在页面右上角">
          <Input autoComplete="nickname" maxLength={NICKNAME_MAX} />
        </Form.Item>
        {nicknameError && <Alert type="error" showIcon title={nicknameError} />}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
