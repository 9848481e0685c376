import { describe, expect, it, vi } from 'vitest';
import {
  createUploadFile,
  filterByAccept,
  isAccepted,
  nextUid,
  normalizeFileList,
  progressPercent,
  removeFile,
  runBeforeUpload,
  selectFiles,
  statusText,
  updateFile,
} from './upload-rules';

const file = (name: string, type = '', content = 'x') => new File([content], name, { type });

describe('selectFiles', () => {
  const three = [file('a.jpg'), file('b.jpg'), file('c.jpg')];

  it('refuses the whole selection when selected plus existing exceed the limit', () => {
    expect(selectFiles(three, { multiple: true, limit: 4, existingCount: 2 })).toEqual({
      kind: 'exceed',
    });
    expect(selectFiles(three.slice(0, 1), { limit: 0, existingCount: 0 })).toEqual({
      kind: 'exceed',
    });
  });

  it('accepts a selection that reaches the limit exactly', () => {
    const result = selectFiles(three, { multiple: true, limit: 5, existingCount: 2 });
    expect(result).toEqual({ kind: 'accept', files: three });
  });

  it('has no limit when none is set', () => {
    expect(selectFiles(three, { multiple: true, existingCount: 100 }).kind).toBe('accept');
  });

  it('takes only the first file without multiple', () => {
    expect(selectFiles(three, { existingCount: 0 })).toEqual({
      kind: 'accept',
      files: [three[0]],
    });
  });

  it('checks the limit against everything selected, even without multiple', () => {
    expect(selectFiles(three, { limit: 1, existingCount: 0 }).kind).toBe('exceed');
  });
});

describe('isAccepted / filterByAccept', () => {
  it('accepts everything when the list is empty', () => {
    expect(isAccepted(file('a.exe', 'application/x-msdownload'), '')).toBe(true);
    expect(isAccepted(file('a.exe'), undefined)).toBe(true);
    expect(isAccepted(file('a.exe'), ' , ')).toBe(true);
  });

  it('matches extensions ignoring case', () => {
    expect(isAccepted(file('photo.JPG'), '.jpg')).toBe(true);
    expect(isAccepted(file('photo.jpg'), '.JPG')).toBe(true);
    expect(isAccepted(file('photo.jpeg'), '.jpg')).toBe(false);
    expect(isAccepted(file('jpg'), '.jpg')).toBe(false);
    expect(isAccepted(file('a.tar.gz'), '.tar.gz')).toBe(true);
  });

  it('matches wildcard MIME types by their first part', () => {
    expect(isAccepted(file('x.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAccepted(file('x.pdf', 'application/pdf'), 'image/*')).toBe(false);
    expect(isAccepted(file('x.bin', ''), 'image/*')).toBe(false);
  });

  it('matches exact MIME types only', () => {
    expect(isAccepted(file('x', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(isAccepted(file('x.doc', 'application/msword'), 'application/pdf')).toBe(false);
    expect(isAccepted(file('x.xls', 'application/vnd.ms-excel'), 'application/vnd.ms-excel')).toBe(
      true,
    );
  });

  it('accepts when any entry matches and drops the rest silently', () => {
    const accept = '.jpg, image/*,application/pdf';
    const files = [
      file('a.JPG'),
      file('b.png', 'image/png'),
      file('c.pdf', 'application/pdf'),
      file('d.exe', 'application/x-msdownload'),
      file('e.txt', 'text/plain'),
    ];
    expect(filterByAccept(files, accept).map((f) => f.name)).toEqual(['a.JPG', 'b.png', 'c.pdf']);
  });

  it('treats */* as everything', () => {
    expect(isAccepted(file('a.txt', 'text/plain'), '*/*')).toBe(true);
  });
});

describe('runBeforeUpload', () => {
  const raw = file('a.jpg', 'image/jpeg');

  it('proceeds with the file without a hook or when the hook returns true or nothing', async () => {
    await expect(runBeforeUpload(undefined, raw)).resolves.toEqual({ proceed: true, file: raw });
    await expect(runBeforeUpload(() => true, raw)).resolves.toEqual({ proceed: true, file: raw });
    await expect(runBeforeUpload(() => undefined, raw)).resolves.toEqual({
      proceed: true,
      file: raw,
    });
  });

  it('cancels on false, a throw or a rejected promise', async () => {
    await expect(runBeforeUpload(() => false, raw)).resolves.toEqual({ proceed: false });
    await expect(
      runBeforeUpload(() => {
        throw new Error('too big');
      }, raw),
    ).resolves.toEqual({ proceed: false });
    await expect(runBeforeUpload(() => Promise.reject(new Error('no')), raw)).resolves.toEqual({
      proceed: false,
    });
  });

  it('sends a File or Blob a resolved promise gives, else the original', async () => {
    const smaller = new Blob(['y']);
    await expect(runBeforeUpload(() => Promise.resolve(smaller), raw)).resolves.toEqual({
      proceed: true,
      file: smaller,
    });
    await expect(runBeforeUpload(() => Promise.resolve('ok'), raw)).resolves.toEqual({
      proceed: true,
      file: raw,
    });
  });

  it('passes the raw file to the hook', async () => {
    const hook = vi.fn(() => true);
    await runBeforeUpload(hook, raw);
    expect(hook).toHaveBeenCalledWith(raw);
  });
});

describe('file entries', () => {
  it('creates a ready entry from a picked file', () => {
    const raw = file('a.jpg', 'image/jpeg', 'abcd');
    expect(createUploadFile(raw, 'u1')).toEqual({
      name: 'a.jpg',
      percentage: 0,
      status: 'ready',
      size: 4,
      raw,
      uid: 'u1',
    });
  });

  it('gives unique ids', () => {
    expect(nextUid()).not.toBe(nextUid());
  });

  it('treats initial entries as uploaded unless they say otherwise', () => {
    const [a, b] = normalizeFileList([
      { name: 'a.jpg', url: '/a.jpg' },
      { name: 'b.jpg', status: 'ready', uid: 'b' },
    ]);
    expect(a).toMatchObject({ name: 'a.jpg', status: 'success', percentage: 100, url: '/a.jpg' });
    expect(a?.uid).toBeTruthy();
    expect(b).toMatchObject({ uid: 'b', status: 'ready', percentage: 0 });
    expect(normalizeFileList(undefined)).toEqual([]);
  });

  it('updates and removes by uid without touching the input list', () => {
    const list = [createUploadFile(file('a'), 'a'), createUploadFile(file('b'), 'b')];
    const updated = updateFile(list, 'b', { status: 'uploading', percentage: 42 });
    expect(updated[1]).toMatchObject({ status: 'uploading', percentage: 42 });
    expect(list[1]?.status).toBe('ready');
    expect(removeFile(list, 'a').map((f) => f.uid)).toEqual(['b']);
    expect(list).toHaveLength(2);
  });
});

describe('progressPercent', () => {
  it('rounds to whole percent and clamps', () => {
    expect(progressPercent(42, 100)).toBe(42);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(150, 100)).toBe(100);
  });

  it('is undefined when the total is unknown', () => {
    expect(progressPercent(10, undefined)).toBeUndefined();
    expect(progressPercent(10, 0)).toBeUndefined();
  });
});

describe('statusText', () => {
  it('states every status in words', () => {
    expect(statusText({ status: 'ready', percentage: 0 })).toBe('等待上传');
    expect(statusText({ status: 'uploading', percentage: 42 })).toBe('上传中 42%');
    expect(statusText({ status: 'success', percentage: 100 })).toBe('上传成功');
    expect(statusText({ status: 'fail', percentage: 0 })).toBe('上传失败');
  });
});
