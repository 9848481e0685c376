import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '@/test/fixtures';
import { api } from './api-client';
import { loadSiteConfig } from './site-config';

const noNetwork = () => new AxiosError('Network Error', 'ERR_NETWORK');

describe('loadSiteConfig (the installed app starts offline, issue 30)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('site-config')?.remove();
  });

  it('keeps the settings that loaded and starts from them when there is no network', async () => {
    vi.spyOn(api, 'get').mockResolvedValueOnce(testSite).mockRejectedValueOnce(noNetwork());
    expect(await loadSiteConfig()).toEqual(testSite);
    expect(await loadSiteConfig()).toEqual(testSite);
  });

  it('keeps the settings a server-rendered page brought, without asking the API', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(noNetwork());
    const embedded = document.createElement('script');
    embedded.id = 'site-config';
    embedded.type = 'application/json';
    embedded.textContent = JSON.stringify({ ...testSite, siteName: '嵌入的站点' });
    document.body.append(embedded);
    expect((await loadSiteConfig()).siteName).toBe('嵌入的站点');
    expect(get).not.toHaveBeenCalled();
    embedded.remove();
    expect((await loadSiteConfig()).siteName).toBe('嵌入的站点');
  });

  it('fails as before with nothing kept, or when the server answered with an error', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(noNetwork());
    await expect(loadSiteConfig()).rejects.toThrow('Network Error');

    localStorage.setItem('portal.siteConfig', JSON.stringify(testSite));
    const serverError = new AxiosError('Request failed', 'ERR_BAD_RESPONSE');
    vi.spyOn(api, 'get').mockRejectedValueOnce(serverError);
    await expect(loadSiteConfig()).rejects.toBe(serverError);
  });
});
