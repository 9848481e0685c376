import { useState } from 'react';
import { API, type AvatarUploaded, type UserInfo } from '@portal/contract';
import { TextField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Upload } from '@/components/upload';
import { ApiError } from '@/lib/api-client';
import { headPhotoUrl } from '@/lib/head-photo';
import { useSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useEditUser } from '../api/edit-user';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const NICKNAME_MAX = 20;

const nicknameRules = {
  nickname: [
    rules.required('请输入昵称'),
    (value: string) =>
      Array.from(value.trim()).length > NICKNAME_MAX
        ? `昵称最多 ${NICKNAME_MAX} 个字符`
        : undefined,
    (value: string) => (/[<>]/.test(value) ? '昵称不能包含 < 或 >' : undefined),
  ],
};

/** The server's refusal in words; other failures were already reported by the API client. */
const refusal = (error: unknown) => (error instanceof ApiError ? error.message : null);

/** Avatar and nickname (zlb.do_edituser.html), plus the account facts they sit beside. */
export function ProfileCard({ user }: { user: UserInfo }) {
  const elderMode = useSession((s) => s.elderMode);
  const avatar = useEditUser();
  const nickname = useEditUser();
  // A new key empties the upload once the avatar itself shows the new picture.
  const [uploadKey, setUploadKey] = useState(0);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const form = useForm({ nickname: user.USER_NICKNAME ?? '' }, nicknameRules);

  const onUploaded = (response: unknown) => {
    const url = (response as Partial<AvatarUploaded> | null)?.url;
    if (typeof url !== 'string') return setUploadProblem('头像上传失败，请稍后再试');
    setUploadProblem(null);
    avatar.mutate(
      { col: 'HEAD_PHOTO', updcol: url, id: user.ID },
      {
        onSuccess: () => {
          setUploadKey((k) => k + 1);
          toast.success('头像已更新');
        },
      },
    );
  };

  const saveNickname = form.onSubmit(({ nickname: value }) =>
    nickname.mutate(
      { col: 'USER_NICKNAME', updcol: value.trim(), id: user.ID },
      { onSuccess: () => toast.success('昵称已保存') },
    ),
  );

  const avatarProblem = uploadProblem ?? refusal(avatar.error);
  return (
    <Panel title="个人资料">
      <div className="settings-avatar">
        <Avatar size={elderMode ? 96 : 72} src={headPhotoUrl(user.HEAD_PHOTO)} />
        <div className="settings-avatar__upload">
          <Upload
            key={uploadKey}
            action={API.uploadAvatar}
            what="头像"
            types={AVATAR_TYPES}
            maxBytes={AVATAR_MAX_BYTES}
            onUploaded={onUploaded}
          >
            更换头像
          </Upload>
          <p className="settings-hint">支持 PNG、JPEG、GIF、WebP 格式，不超过 2 MB。</p>
          {avatarProblem && <Alert tone="error" title={avatarProblem} />}
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
      <form name="nickname" className="settings-nickname" noValidate onSubmit={saveNickname}>
        <TextField
          form={form}
          name="nickname"
          label="昵称"
          hint="显示在页面右上角"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
        />
        {refusal(nickname.error) && <Alert tone="error" title={refusal(nickname.error)} />}
        <Button variant="primary" type="submit" loading={nickname.isPending}>
          保存
        </Button>
      </form>
    </Panel>
  );
}
