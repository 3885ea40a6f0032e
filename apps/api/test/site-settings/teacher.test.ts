import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, type PublicSiteSettings } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, upload, type AdminHeaders } from '../admin/support.ts';

/** The teacher of the home page is the owner's to set: name, photo, bio and website are site settings. */

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const publicSettings = async () =>
  (await ctx.app.inject({ url: '/api/public/site-settings/' })).json<PublicSiteSettings>();
const save = (payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/', headers: as.staff, payload });

describe('teacher settings', () => {
  it('start with the demo teacher, whose website exists, and no photo', async () => {
    expect((await publicSettings()).teacher).toEqual({
      name: DEMO_TEACHER.name,
      bio: DEMO_TEACHER.bio,
      website_url: DEMO_TEACHER.website,
      photo_url: null,
    });
    expect(DEMO_TEACHER.website).toMatch(/^https:\/\/en\.wikipedia\.org\//);
  });

  it('are set in the admin settings, audited, and shown publicly with the photo as a public image', async () => {
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const { key } = await upload(ctx, as.staff, 'thumbnail', photo, 'portrait.jpg');
    const res = await save({
      teacher_name: 'Stochelo Rosenberg',
      teacher_bio: 'Plays since he was ten.\n\nTeaches in Dutch and English.',
      teacher_website: 'https://stochelo.example.org/',
      teacher_photo: key,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { teacher } = await publicSettings();
    expect(teacher).toMatchObject({
      name: 'Stochelo Rosenberg',
      bio: 'Plays since he was ten.\n\nTeaches in Dutch and English.',
      website_url: 'https://stochelo.example.org/',
      photo_url: expect.stringMatching(/^\/api\/public\/thumbnails\/uploads\/[\w-]+\.webp$/),
    });
    expect((await ctx.app.inject({ url: teacher.photo_url! })).statusCode).toBe(200);
  });

  it('hide the website link when the owner clears it', async () => {
    expect((await save({ teacher_website: '' })).statusCode).toBe(200);
    expect((await publicSettings()).teacher.website_url).toBeNull();
  });

  it('refuse a website that is not http(s), an empty name and a photo that was never uploaded', async () => {
    for (const payload of [
      { teacher_website: 'javascript:alert(1)' },
      { teacher_website: 'not a url' },
      { teacher_name: '   ' },
      { teacher_photo: 'thumbnails/uploads/never-uploaded.webp' },
    ]) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if ('teacher_website' in payload) {
        expect(res.json().errors).toEqual({
          teacher_website: ['Enter a web address starting with https:// (or leave it empty).'],
        });
      }
    }
  });
});
