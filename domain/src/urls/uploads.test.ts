import { describe, expect, it } from '@jest/globals'

import { contentTypeForUpload, publicUploadUrl, uploadFileName } from './uploads'

describe('public uploads', () => {
  it('maps Payload file URLs to /uploads, with or without the server URL', () => {
    expect(publicUploadUrl('/api/media/file/hero-1920x800.webp')).toBe('/uploads/hero-1920x800.webp')
    expect(publicUploadUrl('https://admin.example.com/api/media/file/a.png')).toBe('/uploads/a.png')
  })

  it('leaves other URLs (a CDN) alone, and nothing stays nothing', () => {
    expect(publicUploadUrl('https://cdn.example.com/cars/1.jpg')).toBe('https://cdn.example.com/cars/1.jpg')
    expect(publicUploadUrl(null)).toBeNull()
  })

  it('accepts one plain file name and nothing that could leave the media folder', () => {
    expect(uploadFileName(['hero-1920x800.webp'])).toBe('hero-1920x800.webp')
    expect(uploadFileName(['..', 'etc', 'passwd'])).toBeNull()
    expect(uploadFileName(['%2E%2E%2Fsecret'])).toBeNull()
    expect(uploadFileName(['.env'])).toBeNull()
    expect(uploadFileName(['a..b.png'])).toBeNull()
    expect(uploadFileName(['%E0%A4%A'])).toBeNull()
  })

  it('serves images only', () => {
    expect(contentTypeForUpload('a.WEBP')).toBe('image/webp')
    expect(contentTypeForUpload('a.html')).toBeNull()
    expect(contentTypeForUpload('noext')).toBeNull()
  })
})
