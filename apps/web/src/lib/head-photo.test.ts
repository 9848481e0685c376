import { describe, expect, it } from 'vitest';
import { headPhotoUrl } from './head-photo';

describe('headPhotoUrl', () => {
  it('returns undefined for empty values', () => {
    expect(headPhotoUrl(undefined)).toBeUndefined();
    expect(headPhotoUrl(null)).toBeUndefined();
    expect(headPhotoUrl('')).toBeUndefined();
    expect(headPhotoUrl('   ')).toBeUndefined();
  });

  it('uses addresses containing http as they are', () => {
    expect(headPhotoUrl('https://cdn.example.com/a.png', 'https://site.test')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(headPhotoUrl('http://img.example.com/b.jpg', 'https://site.test')).toBe(
      'http://img.example.com/b.jpg',
    );
  });

  it('prefixes relative paths with the base joined by exactly one slash', () => {
    expect(headPhotoUrl('upload/a.png', 'https://site.test')).toBe(
      'https://site.test/upload/a.png',
    );
    expect(headPhotoUrl('/upload/a.png', 'https://site.test/')).toBe(
      'https://site.test/upload/a.png',
    );
    expect(headPhotoUrl('//upload/a.png', 'https://site.test//')).toBe(
      'https://site.test/upload/a.png',
    );
  });

  it('defaults the base to the current origin', () => {
    expect(headPhotoUrl('upload/a.png')).toBe(`${window.location.origin}/upload/a.png`);
  });
});
